"""training step বনাম শুধু আন্দাজ: hidden layer বাড়লে কোনটির memory বাড়ে, মেপে দেখা।"""
import tracemalloc

import numpy as np

N, WIDTH = 15000, 64                    # একটি batch-এ পনেরো হাজার দিন, প্রতিটি hidden layer-এ ৬৪ unit
rng = np.random.default_rng(7)
X = rng.normal(size=(N, 3))
Y = rng.normal(size=(N, 1))
MiB = 2 ** 20


def answer_only(Ws):
    """শুধু আন্দাজ: পরের layer-এর H হলেই আগেরটি আর কেউ পড়ে না, Python তা ফেরত দেয়।"""
    A = X
    for W in Ws[:-1]:
        A = np.tanh(A @ W)
    return A @ Ws[-1]


def training_step(Ws):
    """forward-এ প্রতিটি H রাখা (backward পড়বে), তারপর backward, শেষ layer থেকে।"""
    Hs = [X]
    for W in Ws[:-1]:
        Hs.append(np.tanh(Hs[-1] @ W))
    dZ = 2 * (Hs[-1] @ Ws[-1] - Y) / N
    grads = []
    for i in reversed(range(len(Ws))):
        grads.append(Hs[i].T @ dZ)      # dW পড়ে এই layer-এর input
        if i > 0:
            dZ = (dZ @ Ws[i].T) * (1 - Hs[i] ** 2)   # tanh-এর local derivative পড়ে H
        Hs.pop()                        # এই H-কে আর কেউ পড়বে না: এখন ফেলা যায়
    return grads


def peak_mib(run, Ws):
    """run চলার সময় NumPy-র array একসঙ্গে সবচেয়ে বেশি কত memory ধরে ছিল (tracemalloc-এর peak)।"""
    tracemalloc.start()
    run(Ws)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / MiB


print(f"one hidden layer's H: {N} x {WIDTH} x 8 bytes = {N * WIDTH * 8 / MiB:.2f} MiB")
print("hidden layers   H kept for backward   peak, training step   peak, answer only")
for depth in [2, 4, 8]:
    sizes = [3] + [WIDTH] * depth + [1]
    Ws = [rng.normal(size=(sizes[i], sizes[i + 1])) / 8 for i in range(depth + 1)]
    kept = depth * N * WIDTH * 8 / MiB
    print(f"{depth:>13}   {kept:>15.1f} MiB   {peak_mib(training_step, Ws):>15.0f} MiB"
          f"   {peak_mib(answer_only, Ws):>13.0f} MiB")
