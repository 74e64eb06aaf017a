# পর্ব ০৫ · ৩ — একটি মান দুবার ব্যবহার হলে: gradient যোগ না করে বসিয়ে দিলে কী হয়
from value import Value, backward, graph_of


def backward_overwrite(root):
    """value.py-এর backward-এর হুবহু নকল, শুধু একটি চিহ্ন বদলে: += এর জায়গায় =।"""
    nodes, users = graph_of(root)
    for node in nodes:
        if node.parents:
            node.grad = 0.0
    root.grad = 1.0
    ready = [root]
    while ready:
        node = ready.pop()
        for parent, local in node.parents:
            parent.grad = local * node.grad          # ভুল: আগে আসা ভাগটি মুছে যায়
            users[id(parent)] -= 1
            if users[id(parent)] == 0:
                ready.append(parent)


def loss_of(w1, w2, b, square):
    """অংশ ৩-এর আম আর neuron; বর্গ দুভাবে লেখা যায়: d * d, অথবা d ** 2।"""
    p = (w1 * -0.5 + w2 * 1.0 + b).sigmoid()
    d = p - 1.0
    return d * d if square == "d * d" else d**2


START = (0.8, -1.5, 1.0)


def central_difference(square, eps=1e-6):
    """প্রতিটি weight সামান্য দুদিকে নেড়ে loss কতটা বদলায়: autograd ছাড়াই আসল ঢাল।"""
    grads = []
    for i in range(3):
        up, down = list(START), list(START)
        up[i] += eps
        down[i] -= eps
        grads.append((loss_of(*map(Value, up), square).data - loss_of(*map(Value, down), square).data) / (2 * eps))
    return grads


print(f"{'':<28}{'w1':>8}{'w2':>8}{'b':>8}")
print(f"{'central difference':<28}" + "".join(f"{g:+8.4f}" for g in central_difference("d * d")))
for square in ("d * d", "d ** 2"):
    for walk, sign in ((backward, "+="), (backward_overwrite, "= ")):
        w = [Value(v) for v in START]
        walk(loss_of(*w, square))
        print(f"{square + ', grads with ' + sign:<28}" + "".join(f"{v.grad:+8.4f}" for v in w))
