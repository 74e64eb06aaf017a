import numpy as np
from net import NAMES, backprop, loss_of, start

P = start()
L = loss_of(P)
grads = backprop(P)
EPS = 1e-5


def nudged_loss(j, spot, step):
    """parameter j-এর একটি সংখ্যা step নেড়ে loss; তারপর সংখ্যাটি আগের জায়গায়।"""
    keep = P[j][spot]
    P[j][spot] = keep + step
    value = loss_of(P)
    P[j][spot] = keep
    return value


gap_central = gap_one_sided = 0.0
count = 0
print("number     backprop    central    one-sided")
for j, name in enumerate(NAMES):
    for spot in np.ndindex(P[j].shape):
        central = (nudged_loss(j, spot, EPS) - nudged_loss(j, spot, -EPS)) / (2 * EPS)
        one_sided = (nudged_loss(j, spot, EPS) - L) / EPS
        exact = grads[j][spot]
        print(f"{name + str(list(spot)):<10} {exact:9.6f}  {central:9.6f}  {one_sided:9.6f}")
        gap_central = max(gap_central, abs(central - exact))
        gap_one_sided = max(gap_one_sided, abs(one_sided - exact))
        count += 1
print(f"eps = {EPS:g}, {count} numbers, {2 * count} extra losses for central")
print(f"largest gap, central:   below 1e-9? {gap_central < 1e-9}")
print(f"largest gap, one-sided: {gap_one_sided:.1e}")
