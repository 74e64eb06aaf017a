# পর্ব ০৪ · অনুশীলনী — zero_grad ভুলে গেলে gradient-এর কী হয়?
import torch
from hand_backprop import WEIGHTS, X1, X2, Y

w = {k: torch.tensor(v, dtype=torch.float64, requires_grad=True) for k, v in WEIGHTS.items()}
opt = torch.optim.SGD(w.values(), lr=1.0)


def loss_fn():
    h1 = torch.sigmoid(w["a1"] * X1 + w["a2"] * X2)
    h2 = torch.sigmoid(w["b1"] * X1 + w["b2"] * X2)
    out = torch.sigmoid(w["c1"] * h1 + w["c2"] * h2)
    return (out - Y) ** 2


loss_fn().backward()
print(f"1st backward : c1.grad = {w['c1'].grad.item():+.5f}")
loss_fn().backward()                     # weight বদলায়নি, একই loss আবার
print(f"2nd backward : c1.grad = {w['c1'].grad.item():+.5f}")
opt.zero_grad()
print(f"zero_grad()  : c1.grad = {w['c1'].grad}")
loss_fn().backward()
print(f"3rd backward : c1.grad = {w['c1'].grad.item():+.5f}")
