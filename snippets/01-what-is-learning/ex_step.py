# পর্ব ০১ · অনুশীলনী ২ — ঢাল আর ধাপ, দুটি ছোট ফাংশনে; এবার শুরু ওপরের দিক থেকে
from loss import mse


def slope(loss, w, h=0.0001):
    """w একটুখানি (h) বাড়ালে loss কত বদলায়, h-এর প্রতি এককে।"""
    return (loss(w + h) - loss(w)) / h


def step(w, s, lr):
    """ঢাল s-এর উল্টো দিকে এক ধাপ।"""
    return w - lr * s


w = 4.0
for k in range(1, 13):
    w = step(w, slope(mse, w), 0.0003)
    if k % 4 == 0:
        print(f"after {k} steps: w = {w:.4f}, loss = {mse(w):.3f}")
