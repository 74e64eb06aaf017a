"""একটি training step-এর memory, লাইনে লাইনে: forward-এ কখন বাড়ে, backward-এ কখন নামে।"""
import tracemalloc

import numpy as np

N, WIDTH, DEPTH = 15000, 64, 6          # batch-এ পনেরো হাজার দিন, ছয়টি hidden layer, প্রতিটিতে ৬৪ unit
rng = np.random.default_rng(7)
X = rng.normal(size=(N, 3))             # data আগে থেকেই আছে: মাপের বাইরে
Y = rng.normal(size=(N, 1))
sizes = [3] + [WIDTH] * DEPTH + [1]
Ws = [rng.normal(size=(sizes[i], sizes[i + 1])) / 8 for i in range(DEPTH + 1)]
MiB = 2 ** 20
log = []

tracemalloc.start()                     # এখন থেকে NumPy-র প্রতিটি নতুন array গোনা হয়


def note(what):
    """এই মুহূর্তে কত memory ধরা আছে (tracemalloc-এর current), MiB-এ।"""
    log.append((what, tracemalloc.get_traced_memory()[0] / MiB))


Hs = [X]
for i in range(DEPTH):
    Hs.append(np.tanh(Hs[-1] @ Ws[i]))
    note(f"forward: H{i + 1} made")
dZ = 2 * (Hs[-1] @ Ws[-1] - Y) / N
note("dG made, backward starts")
grads = []
for i in reversed(range(DEPTH + 1)):
    grads.append(Hs[i].T @ dZ)          # dW পড়ে এই layer-এর input
    if i > 0:
        dZ = (dZ @ Ws[i].T) * (1 - Hs[i] ** 2)   # tanh পেরোনো পড়ে H
        Hs.pop()                        # H{i}-কে আর কেউ পড়বে না
        note(f"backward: H{i} read for the last time, let go")
del dZ
note("step done, gradients kept")
peak = tracemalloc.get_traced_memory()[1] / MiB
tracemalloc.stop()

H = N * WIDTH * 8 / MiB                 # একটি H-এর মাপ: এটিই এখানে মাপের একক
print(f"one H: {N} x {WIDTH} x 8 bytes = {H:.2f} MiB; below, memory held counted in H's")
for what, held in log:
    print(f"{what:<44} {held / H:4.1f} H")
print(f"highest at any moment, with the temporaries inside a line: {peak / H:.1f} H")
