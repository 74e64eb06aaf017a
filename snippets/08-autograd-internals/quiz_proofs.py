import torch
from graph_bytes import held

w = torch.zeros(3, requires_grad=True).to(torch.float64)
print("Q1: .to(float64)-এর পরে w.is_leaf =", w.is_leaf, "| w.grad_fn =", w.grad_fn.name())

W = torch.ones(3, requires_grad=True)
x = torch.arange(3.0)                      # gradient চায় না
for name, make in (("W * x", lambda: W * x), ("-(W - x)", lambda: -(W - x)), ("W.tanh()", lambda: W.tanh())):
    out = make().sum()
    kept = held(out, [W])                  # অংশ ২-এর মাপ; W নিজে weight, গোনা হয় না
    out.backward()
    try:
        out.backward()
        second = "চলেছে"
    except RuntimeError:
        second = "RuntimeError"
    print(f"Q3: ({name}).sum(): রাখা {kept} byte | দ্বিতীয় backward {second}")

W = torch.ones(2, 2, requires_grad=True)
for _ in range(2):                         # notebook-এর একই cell দুবার চালানো হলো
    W.register_hook(lambda g: g / 2)       # যা ফেরত দেয়, সেটিই নতুন gradient
(W * 5).sum().backward()
print("Q5: দুবার বসানো g / 2 hook-এর পরে W.grad =", W.grad.tolist())
