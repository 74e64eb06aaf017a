from itertools import pairwise

import numpy as np

rng = np.random.default_rng(4)
SIZES = [3, 64, 64, 1]                  # input, দুটি hidden layer, output
N = 256                                 # একটি batch-এ কতটি উদাহরণ
X = rng.normal(size=(N, SIZES[0]))
Y = rng.normal(size=(N, 1))
Ws = [rng.normal(size=(a, b)) / np.sqrt(a) for a, b in pairwise(SIZES)]
bs = [np.zeros(b) for b in SIZES[1:]]
count = {"forward": 0, "backward": 0}


def times(A, B, phase):
    """matrix গুণ, আর তার গুণগুলো গোনা: (n, k) @ (k, m)-এ n·k·m।"""
    count[phase] += A.shape[0] * A.shape[1] * B.shape[1]
    return A @ B


def elementwise(A, B, phase):
    count[phase] += A.size
    return A * B


# forward: প্রতিটি layer-এর input রেখে দিই (backward-এ dW-এর জন্য লাগবে)
inputs = []
A = X
for i, (W, b) in enumerate(zip(Ws, bs, strict=True)):
    inputs.append(A)
    Z = times(A, W, "forward") + b
    A = np.tanh(Z) if i < len(Ws) - 1 else Z
dA = 2 * (A - Y) / N

# backward: শেষ layer থেকে প্রথমটিতে
for i in reversed(range(len(Ws))):
    if i < len(Ws) - 1:                 # tanh-এর derivative 1 − A²
        dA = elementwise(dA, 1 - inputs[i + 1] ** 2, "backward")
    dW = times(inputs[i].T, dA, "backward")
    if i > 0:                           # প্রথম layer-এর input data, তার gradient লাগে না
        dA = times(dA, Ws[i].T, "backward")

params = sum(W.size + b.size for W, b in zip(Ws, bs, strict=True))
f, bw = count["forward"], count["backward"]
print(f"network {SIZES}, batch {N}, {params} parameters")
print(f"multiplications, forward:  {f:>12}")
print(f"multiplications, backward: {bw:>12}   backward / forward = {bw / f:.2f}")
print(f"backprop, all gradients:   {f + bw:>12}")
print(f"central difference:        {2 * params * f:>12}   (2 forwards per parameter)")
print(f"central difference costs {2 * params * f / (f + bw):.0f} times backprop")
