# পর্ব ০৮ · অংশ ১ — একটি ছোট neuron-এর graph খুলে দেখা:
# কে leaf, কোন node backward-এর জন্য কী রেখে দেয়, আর backward চলতে চলতে সেগুলোর কী হয়
import sys
import warnings

import numpy
import torch

print(f"Python {sys.version.split()[0]} | torch {torch.__version__} | numpy {numpy.__version__}")

w = torch.tensor([0.5, -1.0], requires_grad=True)   # weight: training-এ বদলাবে
x = torch.tensor([2.0, 3.0])                         # লেনদেন: [ভুল PIN, account-এর বয়স]
m = w * x
z = m.sum()
y = torch.sigmoid(z)                                 # জালিয়াতির সম্ভাবনা
print(f"forward: w*x = {m.tolist()} | z = {z.item():g} | y = {y.item():.4f}")


def role(t):
    if t.grad_fn is not None:
        return f"non-leaf, grad_fn = {type(t.grad_fn).__name__}"
    return "leaf, .grad পাবে" if t.requires_grad else "leaf, .grad পাবে না"


# হিসাব করে বানিয়ে পরে requires_grad চালু করা weight, আর gradient ছাড়া একটি হিসাবের ফল
w_init = (torch.randn(2) * 0.5).requires_grad_()
x_twice = x * 2
print("\n-- কে leaf? --")
for name, t in (("w", w), ("x", x), ("z", z), ("y", y), ("(randn*0.5).requires_grad_()", w_init), ("x * 2", x_twice)):
    print(f"{name:<29} is_leaf={t.is_leaf!s:<5} | {role(t)}")


def walk(node, depth=0):
    """y-এর node থেকে পেছনে: প্রতিটি node আর সে backward-এর জন্য কী রেখে দিয়েছে।"""
    pad = "   " * depth
    print(f"{pad}{type(node).__name__}")
    for attr in sorted(a for a in dir(node) if a.startswith("_saved_")):
        print(f"{pad}   রেখেছে {attr} = {getattr(node, attr)!s}")
    for parent, _ in node.next_functions:
        if parent is None:
            print(f"{pad}   None  (এই input-এর gradient কেউ চায়নি)")
        else:
            walk(parent, depth + 1)


print("\n-- y থেকে পেছনের দিকে node-এর শিকল --")
walk(y.grad_fn)

# backward মাঝপথে থামিয়ে দেখা: z আর w-এর gradient তৈরি হওয়ার মুহূর্তে কোন রাখা মান বেঁচে আছে
sig_node = y.grad_fn
mul_node = sig_node.next_functions[0][0].next_functions[0][0]


def still_there(read):
    try:
        read()
    except RuntimeError:
        return "ছেড়ে দেওয়া হয়েছে"
    return "আছে"


def peek(where):
    def hook(grad):
        print(f"{where}: sigmoid-এর y {still_there(lambda: sig_node._saved_result)} | "
              f"গুণের x {still_there(lambda: mul_node._saved_other)}")
    return hook


z.register_hook(peek("z-এর gradient তৈরি"))
w.register_hook(peek("w-এর gradient তৈরি"))
z.retain_grad()

print("\n-- backward --")
y.backward()
print("w.grad", w.grad, "| x.grad", x.grad, "| z.grad", z.grad)
p = y.item()
local = p * (1 - p)
print(f"হাতে: y(1-y) = {p:.4f} × {1 - p:.4f} = {local:.4f}; তাকে x দিয়ে গুণ = "
      + str(tuple(round(local * xi, 4) for xi in x.tolist())))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print("y.grad:", y.grad)
print(f"{caught[0].category.__name__}: {str(caught[0].message).split('. ')[0]}.")
try:
    sig_node._saved_result
except RuntimeError as err:
    print("backward-এর পরে রাখা মান পড়লে RuntimeError:", str(err).split(" (")[0], "…")
