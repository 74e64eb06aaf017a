# পর্ব ০৫ · ৭ — একই network PyTorch-এ: requires_grad, backward(), .grad, আর আমাদের T-এর সঙ্গে মিল
import textwrap

import numpy as np
import torch
from array_net import X, Y, init_params
from array_net import forward as forward_ours
from arraygrad import T
from arraygrad import backward as backward_ours

start = init_params()

# আমাদের T
ours = {k: T(v) for k, v in start.items()}
L_ours = forward_ours(ours)
backward_ours(L_ours)

# PyTorch: একই শুরুর সংখ্যা, float64; weight আর bias-এর gradient চাই
w = {k: torch.tensor(v, requires_grad=True) for k, v in start.items()}
Xt, Yt = torch.tensor(X), torch.tensor(Y)                  # data: gradient চাই না


def forward_torch():
    H = torch.sigmoid(Xt @ w["W1"] + w["b1"])
    P = torch.sigmoid(H @ w["W2"] + w["b2"])
    D = P - Yt
    return (D * D).sum() * (1 / len(Yt))


L = forward_torch()
print(f"loss: T {L_ours.data:.4f}, torch {L.item():.4f}, gap < 1e-15: {abs(L_ours.data - L.item()) < 1e-15}")
print(f"W1: is_leaf={w['W1'].is_leaf}, requires_grad={w['W1'].requires_grad}, grad_fn={w['W1'].grad_fn}")
print(f"X : is_leaf={Xt.is_leaf}, requires_grad={Xt.requires_grad}")
print(f"X * 2: grad_fn={(Xt * 2).grad_fn}")                 # কোনো input gradient চায় না: node নেই
print(f"L : is_leaf={L.is_leaf}, grad_fn={type(L.grad_fn).__name__}")
L.backward()
for k in w:
    theirs = w[k].grad.numpy()
    gap = np.abs(theirs - ours[k].grad).max()
    print(f"{k}.grad: torch vs T, largest gap < 1e-15: {gap < 1e-15}")
print("X.grad:", Xt.grad)

# একই graph-এ আবার backward
try:
    L.backward()
except RuntimeError as err:
    print("second backward -> RuntimeError:")
    print(textwrap.indent(textwrap.fill(str(err), 76), "  "))

# retain_graph=True: রেখে দেওয়া মান থাকে, আর .grad-এ দ্বিতীয়বারের gradient যোগ হয়
first = w["W1"].grad.clone()
for k in w:
    w[k].grad = None
L = forward_torch()
L.backward(retain_graph=True)
L.backward()
print("with retain_graph=True, W1.grad is exactly 2 x first:", torch.equal(w["W1"].grad, 2 * first))
