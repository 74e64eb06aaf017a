# পর্ব ০৪ · ৮ — প্রতিটি layer-এর gradient কত বড়: গভীর sigmoid network-এ নজর রাখা
from itertools import pairwise

import torch

torch.manual_seed(0)
sizes = [64] + [128] * 6 + [1]           # ছয়টি hidden layer, সবগুলোতে sigmoid
Ws = [(torch.randn(i, o) / i**0.5).requires_grad_() for i, o in pairwise(sizes)]

x, y = torch.randn(256, 64), torch.rand(256, 1)
h = x
for W in Ws:
    h = torch.sigmoid(h @ W)
loss = ((h - y) ** 2).mean()
loss.backward()

for k in range(len(Ws) - 1, -1, -1):     # backward-এর ক্রমে: শেষ layer আগে
    print(f"layer {k + 1}: |grad| = {Ws[k].grad.norm().item():.6f}")
print(f"last / first = {Ws[-1].grad.norm().item() / Ws[0].grad.norm().item():.0f}")
