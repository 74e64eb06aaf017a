# পর্ব ০৪ · নিজে করে দেখুন — লক্ষ্য y = 1 থেকে y = 0 করলে gradient-এর কী হয়?
from hand_backprop import ORDER, WEIGHTS, backward, forward

runs = {}
for y in (1.0, 0.0):
    v = forward(WEIGHTS, y=y)
    g = backward(WEIGHTS, v, y=y)
    runs[y] = g
    print(f"y={y:g}: out={v['out']:.4f} loss={v['loss']:.4f} d_out={g['out']:+.4f}")
    print("    ", " ".join(f"{k}={g[k]:+.5f}" for k in ORDER))
    print(f"     a1/a2 = {g['a1'] / g['a2']:.2f}, b1/b2 = {g['b1'] / g['b2']:.2f}")

ratios = {round(runs[0.0][k] / runs[1.0][k], 4) for k in ORDER}
print("gradient(y=0) / gradient(y=1) for all six:", *ratios)
