# পর্ব ০৫ · ২ — ঘরে বানানো autograd: একটি সংখ্যা, সে কোথা থেকে এল, আর তার gradient
# শুধু Python-এর math; কোনো library নেই
import math


class Value:
    """graph-এর একটি node: একটি সংখ্যা, আর যে মানগুলো থেকে সে বানানো হয়েছে।

    data    -- forward-এ হিসাব করা মান
    grad    -- backward-এর পরে: শেষ ফল কতটা বদলায়, এই মান সামান্য বাড়ালে
    parents -- (আগের Value, local derivative) জোড়া; প্রতিটি জোড়া graph-এর একটি তীর
    op      -- যে operation মানটি বানাল; "" হলে কেউ বানায়নি, সে leaf
    """

    def __init__(self, data, parents=(), op=""):
        self.data = float(data)
        self.grad = 0.0
        self.parents = tuple(parents)
        self.op = op

    def __repr__(self):
        return f"Value(data={self.data:.4f}, grad={self.grad:.4f}, op={self.op!r})"

    # দুই মানের operation: local derivative forward-এর সময়েই হিসাব করে তীরে লিখে রাখি
    def __add__(self, other):
        other = as_value(other)
        return Value(self.data + other.data, [(self, 1.0), (other, 1.0)], "+")

    def __sub__(self, other):
        other = as_value(other)
        return Value(self.data - other.data, [(self, 1.0), (other, -1.0)], "-")

    def __mul__(self, other):
        other = as_value(other)
        # a·b-কে a দিয়ে differentiate করলে b, b দিয়ে করলে a
        return Value(self.data * other.data, [(self, other.data), (other, self.data)], "*")

    def __truediv__(self, other):
        other = as_value(other)
        a, b = self.data, other.data
        return Value(a / b, [(self, 1 / b), (other, -a / b**2)], "/")

    def __pow__(self, k):
        # ঘাত k একটি সাধারণ সংখ্যা; তার gradient কেউ চায় না
        return Value(self.data**k, [(self, k * self.data ** (k - 1))], f"**{k:g}")

    def __neg__(self):
        return Value(-self.data, [(self, -1.0)], "neg")

    # 2 + v, 2 * v, 1 - v: বাঁ দিকে সাধারণ সংখ্যা থাকলে Python এগুলো ডাকে
    def __radd__(self, other):
        return as_value(other) + self

    def __rsub__(self, other):
        return as_value(other) - self

    def __rmul__(self, other):
        return as_value(other) * self

    def __rtruediv__(self, other):
        return as_value(other) / self

    # এক মানের operation
    def exp(self):
        e = math.exp(self.data)
        return Value(e, [(self, e)], "exp")               # eˣ-এর derivative নিজেই

    def log(self):
        return Value(math.log(self.data), [(self, 1 / self.data)], "log")

    def sigmoid(self):
        s = 1 / (1 + math.exp(-self.data))
        return Value(s, [(self, s * (1 - s))], "sigmoid")  # নিজের output দিয়েই লেখা যায়

    def tanh(self):
        t = math.tanh(self.data)
        return Value(t, [(self, 1 - t * t)], "tanh")


def as_value(x):
    """সাধারণ সংখ্যাকে Value বানায় (একটি leaf); Value হলে যেমন আছে তেমন।"""
    return x if isinstance(x, Value) else Value(x)


def graph_of(root):
    """root-এর পেছনের সব node, আর প্রতিটি node কতবার অন্য কোনো node-এর input হয়েছে।"""
    nodes, users, stack = {id(root): root}, {}, [root]
    while stack:
        node = stack.pop()
        for parent, _ in node.parents:
            users[id(parent)] = users.get(id(parent), 0) + 1
            if id(parent) not in nodes:
                nodes[id(parent)] = parent
                stack.append(parent)
    return list(nodes.values()), users


def backward(root):
    """root থেকে উল্টো দিকে হেঁটে প্রতিটি node-এ ∂root/∂node বসায়; হাঁটার ক্রম ফেরত দেয়।

    একটি node আরও পেছনে পাঠায় তখনই, যখন যারা তাকে ব্যবহার করেছে, তারা সবাই নিজের ভাগ পাঠিয়ে দিয়েছে।
    """
    nodes, users = graph_of(root)
    for node in nodes:
        if node.parents:                 # মাঝের node: আগের কোনো backward-এর gradient মুছে শুরু
            node.grad = 0.0
    root.grad = 1.0                      # বীজ: root-কে root দিয়ে differentiate করলে ১
    ready, order = [root], []
    while ready:
        node = ready.pop()
        order.append(node)
        for parent, local in node.parents:
            parent.grad += local * node.grad     # chain rule: আসা gradient × local derivative, যোগ করে
            users[id(parent)] -= 1
            if users[id(parent)] == 0:           # শেষ ব্যবহারকারীও নিজের ভাগ পাঠিয়েছে
                ready.append(parent)
    return order


if __name__ == "__main__":
    # একটি আম (২৫০ গ্রাম, একটি দাগ) আর একটি neuron: p = σ(w1·x1 + w2·x2 + b)
    x1, x2 = Value(-0.5), Value(1.0)
    w1, w2, b = Value(0.8), Value(-1.5), Value(1.0)
    m1 = w1 * x1
    m2 = w2 * x2
    s = m1 + m2
    z = s + b
    p = z.sigmoid()

    names = {id(v): k for k, v in dict(x1=x1, x2=x2, w1=w1, w2=w2, b=b, m1=m1, m2=m2, s=s, z=z, p=p).items()}
    print("node  op       data     arrows back: parent (local derivative)")
    for name, v in (("m1", m1), ("m2", m2), ("s", s), ("z", z), ("p", p)):
        arrows = ", ".join(f"{names[id(u)]} ({d:+.4f})" for u, d in v.parents)
        print(f"{name:<5} {v.op:<8} {v.data:+.4f}  {arrows}")

    backward(p)
    print("after backward(p):", " ".join(f"{k}.grad={v.grad:+.4f}" for k, v in (("w1", w1), ("w2", w2), ("b", b))))
