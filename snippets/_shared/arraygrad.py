# পর্ব ০৫ · ৬ — একটি সংখ্যা থেকে গোটা array: NumPy-র ওপর ছোট একটি autograd, class T
import numpy as np


def unbroadcast(g, shape):
    """broadcasting যে অক্ষগুলো বাড়িয়ে নিয়েছিল, gradient-কে সেগুলো ধরে যোগ করে আবার shape-এ ফেরানো।"""
    while g.ndim > len(shape):                   # সামনে নতুন যোগ হওয়া অক্ষ: পুরোটা যোগ
        g = g.sum(axis=0)
    for axis, size in enumerate(shape):          # ১ মাপের অক্ষ, যা বেড়ে বড় হয়েছিল: যোগ, মাপ ১ রেখে
        if size == 1 and g.shape[axis] != 1:
            g = g.sum(axis=axis, keepdims=True)
    return g


class T:
    """একটি NumPy array, তার gradient, আর graph-এ তার জায়গা।

    parents -- যে T-গুলো থেকে এটি বানানো
    vjp     -- ওপর থেকে আসা gradient g নিয়ে প্রতিটি parent-এর জন্য একটি gradient ফেরত দেয়;
               দরকারি মানগুলো forward-এর সময়েই এর ভেতরে রেখে দেওয়া থাকে
    """

    def __init__(self, data, parents=(), vjp=None, op=""):
        self.data = np.asarray(data, dtype=np.float64)
        self.grad = np.zeros_like(self.data)
        self.parents = tuple(parents)
        self.vjp = vjp
        self.op = op

    @property
    def shape(self):
        return self.data.shape

    def __add__(self, other):
        other = as_t(other)
        a_shape, b_shape = self.shape, other.shape        # শুধু আকার রাখলেই চলে
        return T(self.data + other.data, (self, other),
                 lambda g: (unbroadcast(g, a_shape), unbroadcast(g, b_shape)), "+")

    def __mul__(self, other):                             # ঘরে ঘরে গুণ
        other = as_t(other)
        a, b = self.data, other.data                      # দুটিই রেখে দেওয়া মান
        return T(a * b, (self, other),
                 lambda g: (unbroadcast(g * b, a.shape), unbroadcast(g * a, b.shape)), "*")

    def __matmul__(self, other):                          # (m, k) @ (k, n), দুটিই ২-মাত্রার
        a, b = self.data, other.data
        return T(a @ b, (self, other), lambda g: (g @ b.T, a.T @ g), "@")

    def __neg__(self):
        return self * -1.0

    def __sub__(self, other):
        return self + (-as_t(other))

    __radd__, __rmul__ = __add__, __mul__

    def sum(self):
        shape = self.shape
        return T(self.data.sum(), (self,), lambda g: (np.full(shape, g),), "sum")

    def sigmoid(self):
        s = 1 / (1 + np.exp(-self.data))                  # নিজের output রেখে দেওয়া
        return T(s, (self,), lambda g: (g * s * (1 - s),), "sigmoid")


def as_t(x):
    return x if isinstance(x, T) else T(x)


def backward(root):
    """পর্ব ০৫-এর backward.py-এর হাঁটার মতোই; root একটি সংখ্যা, তাই বীজ ১।"""
    nodes, users, stack = {root}, {}, [root]    # T নিজে __eq__ লেখে না, তাই set আর dict তাকে পরিচয় দিয়ে চেনে
    while stack:
        node = stack.pop()
        for parent in node.parents:
            users[parent] = users.get(parent, 0) + 1
            if parent not in nodes:
                nodes.add(parent)
                stack.append(parent)
    for node in nodes:
        if node.parents:
            node.grad = np.zeros_like(node.data)
    root.grad = np.ones_like(root.data)
    ready = [root]
    while ready:
        node = ready.pop()
        if not node.parents:
            continue
        for parent, g in zip(node.parents, node.vjp(node.grad), strict=True):
            assert g.shape == parent.shape, (node.op, g.shape, parent.shape)
            parent.grad = parent.grad + g                 # এখানেও যোগ
            users[parent] -= 1
            if users[parent] == 0:
                ready.append(parent)


if __name__ == "__main__":
    # চারটি আমের batch, তিনটি hidden unit: Z-এর আকার (4, 3), আর bias b-এর (3,)
    Z = T(np.zeros((4, 3)))
    b = T([0.5, -0.5, 0.0])
    Y = Z + b                                    # broadcasting: b বসে যায় চারটি সারিতেই
    G = np.arange(12.0).reshape(4, 3)            # ধরা যাক ওপর থেকে Y-তে এই gradient এল
    backward((Y * G).sum())
    print("Z + b:", Z.shape, "+", b.shape, "->", Y.shape)
    print("gradient arriving at Y:", Y.grad.tolist())
    print("b.grad:", b.grad.tolist(), "shape", b.grad.shape, "| rows of G added:", G.sum(axis=0).tolist())
    print("same G unbroadcast to (1, 3):", unbroadcast(G, (1, 3)).tolist())
    print("same G unbroadcast to (4, 1):", unbroadcast(G, (4, 1)).tolist())
