import torch

w = torch.zeros(3, requires_grad=True).to(torch.float64)
print("Q1: .to(float64)-এর পরে w.is_leaf =", w.is_leaf, "| w.grad_fn =", w.grad_fn.name())

for name, make in (("b + 3", lambda b: b + 3), ("b * 3", lambda b: b * 3), ("b.exp()", lambda b: b.exp())):
    b = torch.ones(3, requires_grad=True)
    out = make(b).sum()
    out.backward()
    try:
        out.backward()
        print(f"Q3: ({name}).sum(): দ্বিতীয় backward চলেছে, b.grad = {b.grad.tolist()}")
    except RuntimeError:
        print(f"Q3: ({name}).sum(): দ্বিতীয় backward-এ RuntimeError")

W = torch.ones(2, 2, requires_grad=True)
handle = W.register_hook(lambda g: g * 0)  # যা ফেরত দেয়, সেটিই নতুন gradient
(W * 5).sum().backward()
print("Q5: hook-এর পরে W.grad =", W.grad.tolist())
handle.remove()
