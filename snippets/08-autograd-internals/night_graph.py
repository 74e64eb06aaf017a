# পর্ব ০৮ · অংশ ১ — আজ রাতের ইলিশের আন্দাজ: কে leaf, কোন node কী রেখে দিল, backward-এর পরে কী থাকে
import sys

import numpy
import torch
from autograd_figure import autograd_svg

print(f"Python {sys.version.split()[0]} | torch {torch.__version__} | numpy {numpy.__version__}")

w = torch.tensor([0.6, -0.4, -0.15], requires_grad=True)  # weight: জোয়ার, বাতাস, জো থেকে দিন
b = torch.tensor(1.1, requires_grad=True)                  # bias
x = torch.tensor([1.5, 2.0, 3.0])                          # আজ রাতের মাপ: শুধু data
s = x @ w
z = s + b
catch = torch.exp(z)                                       # প্রত্যাশিত মাছ, মণে
print(f"z = {z.item():.2f} | catch = {catch.item():.4f} মণ")
for name, t in [("w", w), ("b", b), ("x", x), ("s", s), ("z", z), ("catch", catch)]:
    node = type(t.grad_fn).__name__ if t.grad_fn else "None"
    print(f"  {name:<5} is_leaf={t.is_leaf!s:<5} requires_grad={t.requires_grad!s:<5} grad_fn={node}")
try:
    torch.tensor([3, 0, 5], requires_grad=True)           # জো থেকে দিন, পূর্ণসংখ্যায়
except RuntimeError as err:
    print("পূর্ণসংখ্যায় requires_grad: RuntimeError:", err)


def walk(node, depth=1):                                   # catch থেকে next_functions ধরে পেছনে
    saved = {a: getattr(node, a) for a in dir(node) if a.startswith("_saved_")}
    name = type(node).__name__
    if hasattr(node, "variable"):                          # AccumulateGrad: কোন leaf-এর জন্য
        name += " (w-এর)" if node.variable is w else " (b-এর)"
    print("  " * depth + name, "রেখেছে", saved or "কিছুই না")
    for parent, _ in node.next_functions:
        if parent is None:
            print("  " * (depth + 1) + "None")
        else:
            walk(parent, depth + 1)


walk(catch.grad_fn)
with open("graph.svg", "w", encoding="utf-8") as f:
    f.write(autograd_svg(catch, {"w": w, "b": b, "x": x, "x·w": s, "z": z, "catch": catch},
                         title="catch = exp(x·w + b)-এর autograd graph, backward-এর আগে",
                         desc="বাঁ দিকে forward-এর tensor, ডান দিকে প্রতিটির grad_fn node আর তার _saved_ মান। "
                              "নীল তীর forward-এর পথ, লাল তীর next_functions ধরে backward-এর পথ।"))

z.retain_grad()
catch.backward()
print("w.grad =", w.grad, "| b.grad =", b.grad, "| x.grad =", x.grad, "| z.grad =", z.grad)
print("হাতে catch · x =", "[" + ", ".join(f"{catch.item() * v:.5g}" for v in x.tolist()) + "]")
try:
    catch.backward()
except RuntimeError as err:
    print("আবার backward: RuntimeError:", str(err).split(" (")[0])
