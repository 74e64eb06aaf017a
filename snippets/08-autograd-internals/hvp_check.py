import torch
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
X, y = X.double(), y.double()                      # float64: finite difference-এর সঙ্গে মেলাতে
params = [p.detach().double().requires_grad_() for p in make_params()]
n = sum(p.numel() for p in params)


def grad_at(ps, deep=False):
    loss = day_losses(log_rate(X, ps), y).mean()
    return torch.autograd.grad(loss, ps, create_graph=deep)


g = torch.Generator().manual_seed(1)
v = [torch.randn(p.shape, generator=g, dtype=torch.float64) for p in params]   # যেকোনো একটি দিক
grads = grad_at(params, deep=True)                                 # backward ১: gradient, graph সহ
Hv = torch.autograd.grad(sum((gr * d).sum() for gr, d in zip(grads, v, strict=True)), params)  # backward ২
print("params[0].grad:", params[0].grad, "(autograd.grad .grad-এ কিছু জমায় না)")

eps = 1e-5                                         # যাচাই: দিকটির দুই পাশে gradient-এর তফাত
plus = grad_at([(p.detach() + eps * d).requires_grad_() for p, d in zip(params, v, strict=True)])
minus = grad_at([(p.detach() - eps * d).requires_grad_() for p, d in zip(params, v, strict=True)])
gap = max(((h - (a - b) / (2 * eps)).abs().max() for h, a, b in zip(Hv, plus, minus, strict=True)))
top = max(h.abs().max() for h in Hv)
print(f"H·v আর finite difference: সবচেয়ে বড় তফাত ÷ সবচেয়ে বড় মান < 1e-6: {bool(gap / top < 1e-6)}")
print(f"parameter {n}; পুরো Hessian হতো {n * n} সংখ্যা, H·v-তে লাগল {n} সংখ্যা আর দুটি backward")
