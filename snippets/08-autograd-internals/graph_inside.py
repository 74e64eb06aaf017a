# পর্ব ০৮ · ১ — autograd-এর graph-এ কোন node কী জমা রাখে
# চলমান উদাহরণ: mobile-banking লেনদেনে জালিয়াতির সম্ভাবনা, একটি ছোট logistic neuron
import sys
import warnings

import numpy
import torch

print(f"Python {sys.version.split()[0]} | torch {torch.__version__} | numpy {numpy.__version__}")

# weight: model শিখবে, তাই gradient চাই
w = torch.tensor([0.5, -1.0], requires_grad=True)
# একটি লেনদেন: [গত এক ঘণ্টায় ভুল PIN, account-এর বয়স (বছর)] — শুধু data
x = torch.tensor([2.0, 3.0])

m = w * x              # ঘরে ঘরে গুণ
z = m.sum()            # সন্দেহের score
y = torch.sigmoid(z)   # জালিয়াতির সম্ভাবনা
print(f"forward: w*x = ({m[0].item():g}, {m[1].item():g}) | z = {z.item():g} | y = {y.item():.4f}")

# ১) কে leaf, কার gradient লাগবে, কে কোন node থেকে এল
for label, t in (("w", w), ("x", x), ("z", z), ("y", y)):
    maker = None if t.grad_fn is None else type(t.grad_fn).__name__
    print(f"{label}: is_leaf={t.is_leaf}, requires_grad={t.requires_grad}, grad_fn={maker}")

# ২) y থেকে পেছনে হাঁটা: প্রতিটি node আর তার parent-গুলো
print("grad_fn chain (y -> w):")
node = y.grad_fn
while node is not None:
    parents = [None if p is None else type(p).__name__ for p, _ in node.next_functions]
    print(f"  {node.name()} -> {parents}")
    node = node.next_functions[0][0] if node.next_functions else None

# ৩) backward-এর জন্য কোন node কী রেখে দিয়েছে
sig_node = y.grad_fn
sum_node = sig_node.next_functions[0][0]
mul_node = sum_node.next_functions[0][0]
print("Sigmoid saved result:", sig_node._saved_result)
print("Sum saved sizes     :", sum_node._saved_self_sym_sizes)
print("Mul saved self/other:", mul_node._saved_self, mul_node._saved_other)

# হাতে হিসাব: sigmoid-এর local gradient y*(1-y), তারপর x দিয়ে গুণ
prob = y.item()
local = prob * (1 - prob)
print(f"by hand: y*(1-y) = {prob:.4f} * {1 - prob:.4f} = {local:.4f}")
x1, x2 = x.tolist()
print(f"by hand: {local:.4f} * x = ({local * x1:.4f}, {local * x2:.4f})")

# ৪) মাঝের tensor z-এর gradient দেখতে চাইলে আগেই বলে রাখতে হয়
z.retain_grad()
y.backward()
print("w.grad", w.grad, "| x.grad", x.grad, "| z.grad", z.grad)

# ৫) non-leaf y-এর .grad পড়লে PyTorch সতর্ক করে
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print("y.grad:", y.grad)
first_sentence = str(caught[0].message).split(". ")[0] + "."
print(f"{caught[0].category.__name__}: {first_sentence}")

# ৬) backward শেষ, জমা রাখা মান ছেড়ে দেওয়া হয়েছে
try:
    sig_node._saved_result
except RuntimeError as err:
    print("RuntimeError:", str(err).split(" (")[0], "…")
