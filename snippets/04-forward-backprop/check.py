"""backprop()-এর এগারোটি সংখ্যা একসঙ্গে যাচাই: সব parameter একই সঙ্গে একটি এলোমেলো দিকে নেড়ে।"""
import numpy as np
from net import X, Y, backprop, loss_of, start

EPS = 1e-5                              # অংশ ৫-এর হিসাবের ৫ × ১০⁻⁶-এর কাছের গোল সংখ্যা


def forgot_tanh(P):
    """ইচ্ছে করে ভুল backward: tanh পেরোনোর (1 − H²) গুণটি বাদ।"""
    W1, b1, W2, b2 = P
    H = np.tanh(X @ W1 + b1)
    dG = 2 * (H @ W2 + b2 - Y) / len(X)
    dZ1 = dG @ W2.T
    return [X.T @ dZ1, dZ1.sum(axis=0), H.T @ dG, dG.sum(axis=0)]


def slope_along(D):
    """সব parameter একসঙ্গে: θ + εD আর θ − εD-তে loss, তার central difference।"""
    up = [p + EPS * d for p, d in zip(start(), D, strict=True)]
    down = [p - EPS * d for p, d in zip(start(), D, strict=True)]
    return (loss_of(up) - loss_of(down)) / (2 * EPS)


def predicted(grads, D):
    """যোগের নিয়ম: প্রতিটি সংখ্যা নিজের পথে loss বদলায়, gradient × তার সরণ; সব পথ যোগ।"""
    return sum(float((g * d).sum()) for g, d in zip(grads, D, strict=True))


rng = np.random.default_rng(36)
ours, broken = backprop(start()), forgot_tanh(start())
print("direction   nudged vs backprop()        nudged vs forgot_tanh()")
for k in range(1, 4):
    D = [rng.normal(size=p.shape) for p in start()]      # প্রতিটি সংখ্যার জন্য একটি এলোমেলো সরণ
    nudged = slope_along(D)
    good = abs(nudged - predicted(ours, D))
    bad = abs(nudged - predicted(broken, D))
    print(f"    {k}       gap below 1e-8? {good < 1e-8}        gap {bad:.2f}")
