# পর্ব ০১ · ভেবে দেখুন ২ — অংশ ৪-এর নিয়ম, এবার mean absolute error-এ: ধাপ কি ছোট হয়ে থামে?
from dab import predict, sales, temps


def mae(w):
    """প্রতিটি দিনের |আন্দাজ − আসল|, সব দিনের গড়।"""
    total = 0.0
    for t, s in zip(temps, sales):
        total += abs(predict(t, w) - s)
    return total / len(temps)


h, lr, w = 0.0001, 0.0003, 1.5  # অংশ ৪-এর সেই h, lr আর শুরু
late = []  # শেষ ৫০টি ধাপের (w, ঢাল, move)
for step in range(200):
    slope = (mae(w + h) - mae(w)) / h
    move = -lr * slope
    if step >= 150:
        late.append((w, slope, move))
    w = w + move

print(f"steps 150-199: w from {min(p[0] for p in late):.4f} to {max(p[0] for p in late):.4f}")
seen = sorted({f"{p[1]:.1f}" for p in late}, key=float)  # এক দশমিকে: কয়েকটি মাত্র আলাদা মান
print("  slopes seen:", ", ".join(seen))
print("  some moves go right:", any(p[2] > 0 for p in late))
print("  some moves go left: ", any(p[2] < 0 for p in late))
print("  largest move above 0.001:", max(abs(p[2]) for p in late) > 0.001)
