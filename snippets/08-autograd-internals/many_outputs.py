# পর্ব ০৮ · অংশ ৪ — তিন ট্রলার, তিনটি আন্দাজ: backward(gradient=v), পুরো Jacobian, আর forward mode
import torch
import torch.autograd.forward_ad as fwAD
from torch.func import jacrev, jvp

X = torch.tensor([[1.5, 2.0, 3.0],        # আজ রাতের তিন ট্রলার: জোয়ার, বাতাস, জো থেকে দিন
                  [0.8, 1.0, 0.0],
                  [2.1, 3.5, 6.0]])
w = torch.tensor([0.6, -0.4, -0.15], requires_grad=True)
catch = torch.exp(X @ w + 1.1)
print("তিন ট্রলারের আন্দাজ:", catch)
try:
    catch.backward()
except RuntimeError as err:
    print("RuntimeError:", err)

ice = torch.tensor([1.0, 1.5, 2.0])      # প্রতি মণ মাছে কয় চাঁই বরফ, তিন ঘাটে
catch.backward(gradient=ice, retain_graph=True)
vjp = w.grad
print("gradient=ice        →", vjp)
w.grad = None
(ice * catch).sum().backward(retain_graph=True)
print("(ice * catch).sum() →", w.grad)
w.grad = None
catch.sum().backward()
print("catch.sum()         →", w.grad)

J = jacrev(lambda w: torch.exp(X @ w + 1.1))(w.detach())
for i, row in enumerate(J, start=1):
    print(f"Jacobian-এর সারি {i} (ট্রলার {i}):", row)
print("ice @ J মেলে gradient=ice-এর সঙ্গে?", torch.allclose(ice @ J, vjp))

tide = torch.zeros_like(X)
tide[:, 0] = 1.0                          # তিন ঘাটেই জোয়ার এক মিটার বেশি হলে?
with fwAD.dual_level():
    out = torch.exp(fwAD.make_dual(X, tide) @ w.detach() + 1.1)
    value, change = fwAD.unpack_dual(out)
print("forward mode, এক পাস: মান", value, "| বদলের হার", change)
print("হাতে catch · w₁:", catch.detach() * 0.6)
_, same = jvp(lambda X: torch.exp(X @ w.detach() + 1.1), (X,), (tide,))
print("torch.func.jvp একই দেয়?", torch.allclose(same, change))
