# পর্ব ০৮ · অংশ ৩ — graph backward-এর জন্য যা রেখে দেয়, তার মাপ কত? saved_tensors_hooks দিয়ে গোনা
# লেনদেনের batch, প্রতিটিতে ২৫৬টি সংকেত; MLP 256 -> 1024 -> 1024 -> 1
import contextlib

import torch

gen = torch.Generator().manual_seed(0)
W1 = (torch.randn(256, 1024, generator=gen) * 0.05).requires_grad_()
W2 = (torch.randn(1024, 1024, generator=gen) * 0.05).requires_grad_()
W3 = (torch.randn(1024, 1, generator=gen) * 0.05).requires_grad_()
params = (W1, W2, W3)
param_ptrs = {p.data_ptr() for p in params}
MB = 2**20


def loss_of(X):
    h1 = torch.relu(X @ W1)
    h2 = torch.relu(h1 @ W2)
    out = h2 @ W3
    return (out**2).mean()


def measure(label, X, mode, show=False):
    seen = {}   # data_ptr -> tensor; একই tensor দুটি node রেখে দিলেও memory-তে থাকে একবারই

    def pack(t):
        if t.data_ptr() not in param_ptrs:     # parameter তো এমনিতেই থাকে; গুনি শুধু activation
            seen[t.data_ptr()] = t
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t), mode:
        loss = loss_of(X)
    total = sum(t.numel() * t.element_size() for t in seen.values())
    print(f"{label:<13}: requires_grad={loss.requires_grad!s:<5} | saved activation {len(seen)}, "
          f"{total / MB:.2f} MB")
    if show:
        for t in seen.values():
            print(f"    {tuple(t.shape)!s:<12} {t.numel() * t.element_size():>8} byte")


X = torch.randn(512, 256, generator=gen)
measure("grad, B=512", X, contextlib.nullcontext(), show=True)
measure("no_grad", X, torch.no_grad())
measure("grad, B=1024", torch.cat([X, X]), contextlib.nullcontext())
print(f"parameter    : {sum(p.numel() for p in params)} সংখ্যা, "
      f"{sum(p.numel() * p.element_size() for p in params) / MB:.2f} MB")
