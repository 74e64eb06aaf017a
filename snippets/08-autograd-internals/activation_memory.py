# পর্ব ০৮ · অংশ ৩ — graph কতটা memory রাখে: saved_tensors_hooks দিয়ে প্রতিটি রাখা tensor গোনা
import torch
from torch.autograd.graph import saved_tensors_hooks

gen = torch.Generator().manual_seed(8)
W1 = (torch.randn(48, 256, generator=gen) * 0.1).requires_grad_()   # ৪৮টি মাপ → ২৫৬ hidden unit
W2 = (torch.randn(256, 256, generator=gen) * 0.06).requires_grad_()
W3 = (torch.randn(256, 1, generator=gen) * 0.06).requires_grad_()
params = {p.data_ptr() for p in (W1, W2, W3)}


def saved_by_graph(nights, grad=True):
    X, y = torch.randn(nights, 48, generator=gen), torch.randn(nights, 1, generator=gen)
    kept = {}                                           # memory-র ঠিকানা → (আকার, byte)

    def pack(t):                                        # autograd কিছু রাখতে চাইলেই এখানে আসে
        if t.data_ptr() not in params:                  # weight এমনিতেই memory-তে থাকে: বাদ
            kept[t.data_ptr()] = (tuple(t.shape), t.nbytes)
        return t

    with saved_tensors_hooks(pack, lambda t: t), torch.set_grad_enabled(grad):
        h = torch.tanh(torch.tanh(X @ W1) @ W2)
        loss = ((h @ W3 - y) ** 2).mean()
    return loss, kept


for nights, grad in [(400, True), (800, True), (400, False)]:
    loss, kept = saved_by_graph(nights, grad)
    kb = sum(n for _, n in kept.values()) / 1024
    print(f"{nights} রাত, gradient {'চালু' if grad else 'বন্ধ'}: রাখা tensor = {len(kept)}, মোট {kb:.1f} KB",
          sorted(shape for shape, _ in kept.values()))
print(f"weight: {sum(p.numel() for p in (W1, W2, W3))}টি সংখ্যা, {sum(p.nbytes for p in (W1, W2, W3)) / 1024:.1f} KB")
