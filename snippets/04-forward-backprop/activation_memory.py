# পর্ব ০৪ · ৭ — activation memory: backward-এর জন্য autograd কত byte রেখে দেয়
from itertools import pairwise

import torch

torch.manual_seed(0)
# বাস-model-এর বড় সংস্করণ: প্রতি সকালে ৬৪টি মাপ, দুটি hidden layer-এ ৫১২টি করে unit, float32
sizes = [64, 512, 512, 1]
params = []
for n_in, n_out in pairwise(sizes):
    params += [(torch.randn(n_in, n_out) * 0.05).requires_grad_(), torch.zeros(n_out, requires_grad=True)]
param_bytes = sum(p.nbytes for p in params)
param_storages = {p.untyped_storage().data_ptr() for p in params}


def saved_activations(batch):
    """forward চালিয়ে দেখা: autograd কোন কোন tensor রেখে দিল (weight বাদে, একই storage একবার)।"""
    kept = {}

    def pack(t):
        storage = t.untyped_storage()
        if storage.data_ptr() not in param_storages:
            kept[storage.data_ptr()] = (tuple(t.shape), storage.nbytes())
        return t

    x, y = torch.randn(batch, sizes[0]), torch.rand(batch, 1)
    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        h = x
        for W, b in zip(params[::2], params[1::2], strict=True):
            h = torch.sigmoid(h @ W + b)
        loss = ((h - y) ** 2).mean()
    return list(kept.values()), loss


shapes, _ = saved_activations(256)
print("saved at B=256:", ", ".join(str(s) for s, _ in shapes))
print(f"parameters: {sum(p.numel() for p in params)} numbers = {param_bytes} bytes")
print(f"{'batch':>6} {'saved bytes':>12} {'per sample':>11} {'saved/params':>13}")
for batch in (1, 32, 256, 2048):
    kept, _ = saved_activations(batch)
    total = sum(n for _, n in kept)
    print(f"{'B=' + str(batch):>6} {total:>12} {total // batch:>11} {total / param_bytes:>13.2f}")

with torch.no_grad():                           # inference: graph নেই, তাই কিছু রেখে দেওয়াও নেই
    kept, loss = saved_activations(2048)
print(f"no_grad, B=2048: saved bytes {sum(n for _, n in kept)}, loss.requires_grad={loss.requires_grad}")
