# পর্ব ০৪ · ৬ — backward-এর খরচ: matrix গুণে কতগুলো গুণ-যোগ, forward বনাম backward
from itertools import pairwise

import numpy as np

macs = {"forward": 0, "backward": 0}


def matmul(a, b, phase):
    """(m, k) @ (k, n)-এ m·k·n-টি গুণ-যোগ; কোন ধাপে হলো, তা গুনে রাখি।"""
    macs[phase] += a.shape[0] * a.shape[1] * b.shape[1]
    return a @ b


def sigmoid(z):
    return 1 / (1 + np.exp(-z))


def train_step_cost(sizes, batch, seed=0):
    rng = np.random.default_rng(seed)
    Ws = [rng.normal(0, 0.1, (i, o)) for i, o in pairwise(sizes)]
    X, y = rng.normal(size=(batch, sizes[0])), rng.random((batch, sizes[-1]))
    macs.update(forward=0, backward=0)
    acts = [X]                                    # forward: প্রতিটি layer-এর output রেখে দেওয়া
    for W in Ws:
        acts.append(sigmoid(matmul(acts[-1], W, "forward")))
    d = 2 * (acts[-1] - y) / batch                # backward: শেষ layer থেকে শুরু
    for k in range(len(Ws) - 1, -1, -1):
        d = d * acts[k + 1] * (1 - acts[k + 1])
        matmul(acts[k].T, d, "backward")          # এই layer-এর weight-এর gradient
        if k > 0:                                 # input-এর gradient কেউ চায় না
            d = matmul(d, Ws[k].T, "backward")    # আগের layer-এ gradient পাঠানো
    return sum(W.size for W in Ws), macs["forward"], macs["backward"]


models = {"bus 2-4-1, B=8": ([2, 4, 1], 8),
          "64-512-512-1, B=256": ([64, 512, 512, 1], 256),
          "64-(512 x 8)-1, B=256": ([64] + [512] * 8 + [1], 256)}
print(f"{'model':<22} {'weights':>8} {'forward':>11} {'backward':>11} {'ratio':>5} {'FD forwards':>12}")
for name, (sizes, batch) in models.items():
    n, fwd, bwd = train_step_cost(sizes, batch)
    print(f"{name:<22} {n:>8} {fwd:>11} {bwd:>11} {bwd / fwd:>5.2f} {2 * n:>12}")
