import warnings

import torch
from feeders import day_losses, make_days

X, y = make_days()
torch.manual_seed(0)
params = []
for n_in, n_out in [(5, 16), (16, 16), (16, 16), (16, 1)]:
    W = torch.randn(n_in, n_out, requires_grad=True) / n_in ** 0.5   # প্রথম খসড়া
    params += [W, torch.zeros(n_out, requires_grad=True)]

h = X
hidden = []
for W, b in zip(params[0:-2:2], params[1:-2:2], strict=True):   # log_rate-এর loop, প্রতিটি h রেখে
    h = torch.sigmoid(h @ W + b)
    hidden.append(h)
z = (h @ params[-2] + params[-1]).squeeze(1)
day_losses(z, y).mean().backward()

with warnings.catch_warnings(record=True) as said:   # warning ছাপার বদলে তালিকায় ধরে রাখে
    warnings.simplefilter("always")
    for name, t in [("W1", params[0]), ("b1", params[1]), ("h1", hidden[0])]:
        print(f"{name}.grad: {None if t.grad is None else tuple(t.grad.shape)}")
print(f"সতর্কবার্তা এসেছে {len(said)}টি")
try:
    torch.optim.SGD(params, lr=0.5)
except ValueError as err:
    print("SGD(params):", err)
