# পর্ব ০২ · ৬ — চারটি mini-batch-এর gradient, আর তাদের গড়
from itertools import combinations

import numpy as np
from trips import fare, km

w, b = 10.0, 15.0
order = np.random.default_rng(seed=3).permutation(len(km))  # যাত্রাগুলো এলোমেলো ক্রমে
batches = order.reshape(4, 6)                                 # ছয়টি করে চারটি mini-batch


def gradient_on(idx):
    e = w * km[idx] + b - fare[idx]
    return np.array([(2 * e * km[idx]).mean(), (2 * e).mean()])


grads = [gradient_on(idx) for idx in batches]
# np.mean(grads, axis=0): চারটি gradient-এর ঘরে ঘরে গড়; np.allclose: সমান কি না, float-এর শেষ অঙ্কের তফাত বাদে
for k, g in enumerate(grads, start=1):
    print(f"mini-batch {k}: dL/dw = {g[0]:8.2f}, dL/db = {g[1]:7.2f}")
full = gradient_on(order)
print(f"mean of the 4:  dL/dw = {np.mean(grads, axis=0)[0]:8.2f}, dL/db = {np.mean(grads, axis=0)[1]:7.2f}")
print(f"all 24 trips:   dL/dw = {full[0]:8.2f}, dL/db = {full[1]:7.2f}")
print("same:", np.allclose(np.mean(grads, axis=0), full))

blocks = np.arange(24).reshape(4, 6)  # এলোমেলো না করে, খাতার ক্রমে চারটি দল
print("unshuffled blocks, same:", np.allclose(np.mean([gradient_on(idx) for idx in blocks], axis=0), full))
every = np.array(list(combinations(range(24), 6)))  # ২৪টি থেকে ৬টি বাছার সব উপায়
e = w * km[every] + b - fare[every]  # km[every]: প্রতিটি সারিতে এক mini-batch-এর ছয়টি দূরত্ব
# .mean(axis=1): প্রতিটি mini-batch-এর গড়; তারপর .mean(): সব mini-batch-এর গড়
print(f"all {len(every)} possible mini-batches of 6, averaged: dL/dw = {(2 * e * km[every]).mean(axis=1).mean():8.2f}")
