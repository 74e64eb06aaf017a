# পর্ব ০১ · ৪ — ঢাল মাপা: w একটুখানি বাড়িয়ে দেখা, loss কতটা বদলায়
from loss import mse

h = 0.0001  # একটুখানি
for w in (1.5, 2.4, 3.5):
    before, after = mse(w), mse(w + h)
    slope = (after - before) / h
    print(f"w = {w}: loss {before:.4f} -> {after:.4f}, slope = {slope:.1f}")
