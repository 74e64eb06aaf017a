import warnings
import torch
from feeders import make_days, log_rate, day_losses

X, y = make_days()
torch.manual_seed(0)
params = []
for n_in, n_out in [(5, 16), (16, 16), (16, 16), (16, 1)]:
    W = torch.randn(n_in, n_out, requires_grad=True) / n_in ** 0.5   # প্রথম খসড়া
    params += [W, torch.zeros(n_out, requires_grad=True)]

h1 = torch.sigmoid(X @ params[0] + params[1])     # প্রথম layer-এর output, দেখতে চাই
loss = day_losses(log_rate(X, params), y).mean()
loss.backward()

with warnings.catch_warnings(record=True) as said:
    warnings.simplefilter("always")
    for name, t in [("W1", params[0]), ("b1", params[1]), ("h1", h1)]:
        print(f"{name}.grad: {None if t.grad is None else tuple(t.grad.shape)}")
print(f"সতর্কবার্তা এসেছে {len(said)}টি")
