# পর্ব ০৮ · ৪ — gradient-এর gradient: create_graph দিয়ে Hessian-vector গুণফল, তিনভাবে যাচাই
# অংশ ১-এর neuron; লেনদেনটি আসলে জালিয়াতি ছিল, তাই loss = -log σ(z) = softplus(-z)
import torch
import torch.nn.functional as F
from torch.autograd.functional import hessian, hvp

f64 = torch.float64   # যাচাইয়ের হিসাব float64-এ (প্রতিটি tensor-এ বলে দেওয়া, default বদলানো নয়)
x = torch.tensor([2.0, 3.0], dtype=f64)
v = torch.tensor([1.0, 1.0], dtype=f64)


def loss(w):
    return F.softplus(-(w * x).sum())


def show(t):
    return "(" + ", ".join(f"{c:.4f}" for c in t.tolist()) + ")"


w = torch.tensor([0.5, -1.0], dtype=f64, requires_grad=True)

# ১) প্রথম gradient, কিন্তু তার হিসাবও graph-এ রেখে
(g,) = torch.autograd.grad(loss(w), w, create_graph=True)
print("grad             :", show(g), "| grad_fn:", type(g.grad_fn).__name__)

# ২) (g · v)-এর gradient = H v; n x n ছক বানাতে হয় না
(hv,) = torch.autograd.grad(g @ v, w)
print("H v, two backward:", show(hv))

# হাতে: H = σ(1-σ) x xᵀ, তাই H v = σ(1-σ) (x·v) x
s = torch.sigmoid((w * x).sum()).detach()
print("by hand          :", show(s * (1 - s) * (x @ v) * x), f"| σ(1-σ) = {(s * (1 - s)).item():.4f}")

# ৩) পুরো Hessian বানিয়ে গুণ (ছোট বলে পারছি)
H = hessian(loss, w.detach())
print("full H           :", ", ".join(show(row) for row in H), "| H @ v:", show(H @ v))

# ৪) gradient-এর finite difference: [∇L(w+εv) - ∇L(w-εv)] / 2ε
def grad_at(p):
    p = p.clone().requires_grad_()
    return torch.autograd.grad(loss(p), p)[0]


eps = 1e-5
fd = (grad_at(w.detach() + eps * v) - grad_at(w.detach() - eps * v)) / (2 * eps)
print("finite difference:", show(fd), f"| max |fd - H v| < 1e-8: {(fd - hv).abs().max().item() < 1e-8}")
print("functional.hvp   :", show(hvp(loss, w.detach(), v)[1]))
print("autograd.grad-এর পরে w.grad:", w.grad)   # ফল ফেরত দিয়েছে, কারও .grad-এ যোগ করেনি

# create_graph ছাড়া: gradient একটি সাধারণ tensor, আবার differentiate করা যায় না
(g2,) = torch.autograd.grad(loss(w), w)
print("create_graph ছাড়া g2.requires_grad =", g2.requires_grad)
try:
    torch.autograd.grad(g2 @ v, w)
except RuntimeError as err:
    print("RuntimeError:", err)

# create_graph=True দিলে retain_graph-ও নিজে থেকে True: একই graph-এ আবার যাওয়া যায়
L = loss(w)
torch.autograd.grad(L, w, create_graph=True)
torch.autograd.grad(L, w)
print("create_graph=True-এর পর একই graph-এ দ্বিতীয় grad: চলল, error নেই")
