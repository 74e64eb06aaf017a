# পর্ব ০২ · অনুশীলনী ৩ — এক epoch-এর mini-batch: এলোমেলো ক্রম, তারপর টুকরো
import numpy as np


def minibatches(n, size, seed):
    """0 … n−1 এলোমেলো করে size-এর টুকরোয় ভাগ; শেষ টুকরো ছোট হতে পারে।"""
    order = np.random.default_rng(seed).permutation(n)
    return [order[start:start + size] for start in range(0, n, size)]


batches = minibatches(24, 5, seed=1)
print("batch sizes:", [len(b) for b in batches])
print("every trip exactly once:", sorted(np.concatenate(batches).tolist()) == list(range(24)))
