# পর্ব ০৪ · ৪ — NumPy-র হাতে লেখা matrix backprop বনাম PyTorch autograd
import torch
from batch_backprop import LATE, MORNINGS, backward, forward, init_params

p = init_params(2, 4, seed=4)
_, saved = forward(MORNINGS, p)
mine = backward(saved, LATE, p)

# একই সংখ্যা, float64 tensor-এ; autograd নিজে backward করবে
t = {k: torch.tensor(v, requires_grad=True) for k, v in p.items()}
X, y = torch.tensor(MORNINGS), torch.tensor(LATE)
H = torch.sigmoid(X @ t["W1"] + t["b1"])
out = torch.sigmoid(H @ t["W2"] + t["b2"])
loss = ((out - y) ** 2).mean()
loss.backward()

print(f"dtype {t['W1'].dtype}, loss {loss.item():.4f}")
# পার্থক্যগুলো 1e-17-এর ঘরে, আর তাদের শেষ অঙ্ক CPU ভেদে বদলায়; তাই মান নয়, একটি সীমা ছাপি
gaps = {name: (t[name].grad - torch.tensor(mine[name])).abs().max().item() for name in ("W2", "b2", "W1", "b1")}
print("max |numpy - autograd| < 1e-16:", ", ".join(f"d{name} {gap < 1e-16}" for name, gap in gaps.items()))
