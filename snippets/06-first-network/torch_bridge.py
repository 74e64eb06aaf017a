# পর্ব ০৬ · ৮ — একই network, একই শুরুর weight, এবার PyTorch-এ
import numpy as np
import torch
import torch.nn.functional as F
from arraygrad import backward
from network import init_params, logits
from nn_ops import bce_with_logits
from orders import ON_TIME, TEST, TRAIN, WHERE, features

X = features(WHERE)
ours = init_params((2, 4, 1))                                      # আমাদের T
theirs = [torch.tensor(p.data, requires_grad=True) for p in ours]  # একই সংখ্যা, float64


def torch_logits(params, A):
    W1, b1, W2, b2 = params
    return torch.tanh(torch.as_tensor(A) @ W1 + b1) @ W2 + b2


# ১. একটি ধাপের loss আর gradient
y = ON_TIME[TRAIN, None]
loss_ours = bce_with_logits(logits(ours, X[TRAIN]), y)
backward(loss_ours)
loss_torch = F.binary_cross_entropy_with_logits(torch_logits(theirs, X[TRAIN]), torch.as_tensor(y))
loss_torch.backward()
print(f"loss: ours {loss_ours.data:.6f} | torch {loss_torch.item():.6f}")
for name, a, b in zip(("W1", "b1", "W2", "b2"), ours, theirs, strict=True):   # strict: দৈর্ঘ্য না মিললে ValueError
    print(f"{name} grad: same as torch -> {np.allclose(a.grad, b.grad.numpy())}")
gap = max(np.abs(a.grad - b.grad.numpy()).max() for a, b in zip(ours, theirs, strict=True))
# tanh, exp আর matrix গুণের kernel শেষ বিটে আলাদা হতে পারে
print(f"largest gradient difference below 1e-12 -> {gap < 1e-12}")

# ২. পুরো training, PyTorch-এর নিজের optimizer দিয়ে
opt = torch.optim.SGD(theirs, lr=0.3)
target = torch.as_tensor(y)
for _ in range(4001):
    loss = F.binary_cross_entropy_with_logits(torch_logits(theirs, X[TRAIN]), target)
    opt.zero_grad()
    loss.backward()
    opt.step()
print(f"after 4000 steps: loss {loss.item():.4f}")
with torch.no_grad():
    for name, idx in (("training", TRAIN), ("held-out", TEST)):
        said = (torch_logits(theirs, X[idx]).ravel() > 0).numpy()
        print(f"{name} accuracy: {int((said == (ON_TIME[idx] == 1)).sum())}/{len(idx)}")
