# পর্ব ০৮ · অংশ ৫ — loss-এর বাঁক: gradient-কে আবার differentiate করে Hv, প্রথমে create_graph ছাড়া, তারপর দিয়ে
import torch
from torch.autograd.functional import hvp

X = torch.tensor([[1.5, 2.0, 3.0], [0.8, 1.0, 0.0], [2.1, 3.5, 6.0]])
y = torch.tensor([2.5, 3.0, 1.0])                  # তিন ট্রলারের আসল মাছ, মণে
w = torch.tensor([0.6, -0.4, -0.15], requires_grad=True)
v = torch.tensor([1.0, -1.0, 0.0])                 # যে দিকে w নাড়াব


def loss(w):                                       # গোনা জিনিসের loss: Σ (catch − y·z)
    z = X @ w + 1.1
    return (torch.exp(z) - y * z).sum()


(g,) = torch.autograd.grad(loss(w), w)
try:
    torch.autograd.grad(g @ v, w)
except RuntimeError as err:
    print(f"create_graph ছাড়া: g.requires_grad={g.requires_grad} | RuntimeError: {err}")

(g,) = torch.autograd.grad(loss(w), w, create_graph=True)
print("create_graph দিয়ে gradient:", g)
(hv,) = torch.autograd.grad(g @ v, w)
print("Hv, দুই ধাপে :", hv)
catch = torch.exp(X @ w.detach() + 1.1)
print("Hv, সূত্রে   :", X.T @ (catch * (X @ v)))
print("functional.hvp মেলে?", torch.allclose(hvp(loss, w.detach(), v)[1], hv))
print("w.grad:", w.grad)
