"""ε বাছাই, পর্ব ০৩-এর যুক্তিতে: সূত্রের ভুল আর rounding-এর ভুল কোথায় সমান হয়।"""
import numpy as np
from net import backprop, loss_of, start

P = start()
L = loss_of(P)
exact = backprop(P)[0][0, 0]            # W1[0, 0]-এর gradient, backprop থেকে


def central(eps):
    """শুধু W1[0, 0] দুই দিকে eps নেড়ে ঢাল।"""
    up, down = start(), start()
    up[0][0, 0] += eps
    down[0][0, 0] -= eps
    return (loss_of(up) - loss_of(down)) / (2 * eps)


# ধাপ ১: বড় ε-এ ভুলের প্রায় সবটা সূত্রের। ε দশ ভাগের এক ভাগ করলে সে কত ভাগ হয়?
big, small = abs(central(1e-2) - exact), abs(central(1e-3) - exact)
c = big / 1e-2 ** 2
print(f"1. formula: gap {big:.1e} at eps 1e-2, {small:.1e} at eps 1e-3: {big / small:.0f} times smaller")
print(f"   so the formula's error is about c * eps**2, c = {c:.2f}")

# ধাপ ২: loss-এর শেষ অঙ্কে rounding, মাপ U * L; দুই loss বিয়োগ করে ε দিয়ে ভাগ
for name, U in [("float64", np.finfo(np.float64).eps), ("float32", np.finfo(np.float32).eps)]:
    best = (U * L / c) ** (1 / 3)       # c * eps**2 = U * L / eps যেখানে
    print(f"2. {name}: U = {U:.1e}, rounding's error about U * L / eps; "
          f"the two are equal at eps = (U * L / c) ** (1/3) = {best:.0e}, each about {c * best ** 2:.0e} there")
best = (np.finfo(np.float64).eps * L / c) ** (1 / 3)

# ধাপ ৩: সেই ε-এর চারপাশে মেপে দেখা
print(f"3. measured around eps = {best:.0e} (float64):")
gap = abs(central(best) - exact)
print(f"   at that eps:          gap below 1e-10? {gap < 1e-10}")
gap = abs(central(100 * best) - exact)
print(f"   100 times larger:     gap {gap:.1e}, c * eps**2 = {c * (100 * best) ** 2:.1e}")
worst = max(abs(central(best / 100 * (1 + j / 10)) - exact) for j in range(10))
print(f"   100 times smaller:    worst gap of ten tries above 1e-10? {worst > 1e-10}")
