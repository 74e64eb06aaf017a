"""backprop()-এর এগারোটি সংখ্যা একসঙ্গে যাচাই: সব parameter একই সঙ্গে একটি এলোমেলো দিকে নেড়ে।"""
import numpy as np
from net import backprop, loss_of, start

EPS = 1e-5                              # ওপরের হিসাবের ৫ × ১০⁻⁶-এর কাছের গোল সংখ্যা


def slope_along(D):
    """সব parameter একসঙ্গে: θ + εD আর θ − εD-তে loss, তার central difference।"""
    up = [p + EPS * d for p, d in zip(start(), D, strict=True)]
    down = [p - EPS * d for p, d in zip(start(), D, strict=True)]
    return (loss_of(up) - loss_of(down)) / (2 * EPS)


def predicted(grads, D):
    """যোগের নিয়ম: প্রতিটি সংখ্যা নিজের পথে loss বদলায়, gradient × তার সরণ হারে; সব পথ যোগ।"""
    return sum(float((g * d).sum()) for g, d in zip(grads, D, strict=True))


rng = np.random.default_rng(36)
grads = backprop(start())
print("direction   slope backprop() predicts   nudged slope within 1e-8 of it")
for k in range(1, 5):
    D = [rng.normal(size=p.shape) for p in start()]      # প্রতিটি সংখ্যার জন্য একটি এলোমেলো সরণ
    says = predicted(grads, D)
    print(f"    {k}              {says:+.4f}                   {abs(slope_along(D) - says) < 1e-8}")
