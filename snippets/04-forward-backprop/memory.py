import tracemalloc
from itertools import pairwise

import numpy as np

SIZES = [3, 64, 64, 64, 64, 64, 64, 1]    # ছয়টি hidden layer, প্রতিটিতে ৬৪ unit
rng = np.random.default_rng(4)
Ws = [rng.normal(size=(a, b)) / np.sqrt(a) for a, b in pairwise(SIZES)]


def forward(X, keep):
    """keep=True: backward-এর জন্য প্রতিটি layer-এর output রেখে দেয়; False: পরেরটি পেলেই আগেরটি ফেলে।"""
    kept = [X] if keep else []
    A = X
    for i, W in enumerate(Ws):
        A = A @ W
        if i < len(Ws) - 1:
            A = np.tanh(A)
        if keep:
            kept.append(A)
    return A, kept


def peak_mib(X, keep):
    """forward চলার সময় NumPy সবচেয়ে বেশি কত memory ধরে ছিল, MiB-এ।"""
    tracemalloc.start()
    _, kept = forward(X, keep)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / 2**20, sum(a.nbytes for a in kept)


weights = sum(W.nbytes for W in Ws)
print(f"weights: {weights} bytes, the same for every batch")
print("  batch   kept for backward (bytes)   peak, keeping   peak, not keeping")
for n in [1000, 10000, 100000]:
    X = rng.normal(size=(n, SIZES[0]))
    peak_keep, kept_bytes = peak_mib(X, keep=True)
    peak_drop, _ = peak_mib(X, keep=False)
    print(f"  {n:>6}   {kept_bytes:>25}   {peak_keep:9.1f} MiB   {peak_drop:11.1f} MiB")
