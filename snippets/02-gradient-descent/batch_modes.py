# পর্ব ০২ · ৬ — batch, mini-batch আর stochastic: একই lr, একই ১০০ epoch
import numpy as np
from partials import loss
from plot import save_batch
from trips import fare, km


def train(batch_size, epochs=100, lr=0.01, seed=0):
    """প্রতি epoch-এ যাত্রাগুলো এলোমেলো করে batch_size-এর টুকরোয় ভাগ, প্রতিটি টুকরোয় এক ধাপ।"""
    rng = np.random.default_rng(seed)
    w, b, updates = 0.0, 0.0, 0
    losses = [loss(w, b)]
    for _ in range(epochs):
        order = rng.permutation(len(km))
        for start in range(0, len(km), batch_size):
            idx = order[start:start + batch_size]
            e = w * km[idx] + b - fare[idx]
            w, b = w - lr * (2 * e * km[idx]).mean(), b - lr * (2 * e).mean()
            updates += 1
        losses.append(loss(w, b))  # epoch শেষে পুরো data-র loss
    return losses, updates


modes = {"batch (24)": 24, "mini-batch (6)": 6, "stochastic (1)": 1}
curves = {}
for name, size in modes.items():
    losses, updates = train(size)
    curves[name] = losses
    late = losses[51:]
    print(f"{name}: {updates // 100} updates/epoch | loss at epoch "
          + ", ".join(f"{e}: {losses[e]:.2f}" for e in (1, 10, 50, 100))
          + f" | epochs 51-100: {min(late):.2f} to {max(late):.2f}")

save_batch(curves)  # ছবিটি আঁকে plot.py
