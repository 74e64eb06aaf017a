# পর্ব ০৮ · অংশ ৫ — gradient-এর gradient: create_graph দিয়ে Hessian-vector গুণফল, তিন পথে মিলিয়ে
import torch
from torch.autograd.functional import hessian

X = torch.tensor([[1.5, 2.0, 3.0], [0.8, 1.0, 0.0], [2.1, 3.5, 6.0]])
y = torch.tensor([2.5, 3.0, 1.0])                  # তিন ট্রলারের আসল মাছ, মণে
w = torch.tensor([0.6, -0.4, -0.15], requires_grad=True)
v = torch.tensor([1.0, -1.0, 0.0])                 # যে দিকে w নাড়াব


def loss(w):                                       # মাছ গোনার loss: Σ (catch − y · log catch)
    z = X @ w + 1.1
    return (torch.exp(z) - y * z).sum()


(g,) = torch.autograd.grad(loss(w), w, create_graph=True)
print("gradient    :", g)
(hv,) = torch.autograd.grad(g @ v, w)
print("দুই backward:", hv)
catch = torch.exp(X @ w.detach() + 1.1)
print("সূত্রে      :", X.T @ (catch * (X @ v)))
print("পুরো H @ v  :", hessian(loss, w.detach()) @ v)
print("w.grad এখনও:", w.grad)

(g_plain,) = torch.autograd.grad(loss(w), w)
print("create_graph ছাড়া: requires_grad =", g_plain.requires_grad)
try:
    torch.autograd.grad(g_plain @ v, w)
except RuntimeError as err:
    print("RuntimeError:", err)
