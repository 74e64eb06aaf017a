# পর্ব ০৬ · ৩ — cross-entropy-র সবচেয়ে ভালো রেখা কি accuracy-রও সবচেয়ে ভালো?
# সব দিক (আধা ডিগ্রি পরপর) আর প্রতিটি দিকে সব কাটার জায়গা চেষ্টা করি, training-এ কতটি ঠিক হয় গুনে
import numpy as np
from orders import ON_TIME, TEST, TRAIN, WHERE, features

X = features(WHERE)
lines = []                                   # (training-এ কতটি ঠিক, দিক, কাটার জায়গা)
for angle in np.radians(np.arange(0, 360, 0.5)):
    d = np.array([np.cos(angle), np.sin(angle)])
    order = np.argsort(X[TRAIN] @ d)         # এই দিকে বাড়িগুলো সাজানো
    s, late = (X[TRAIN] @ d)[order], ON_TIME[TRAIN][order] == 0
    for k in range(1, len(s)):               # k-তম আর তার আগের বাড়ির মাঝখানে কাটা
        right = late[:k].sum() + (~late[k:]).sum()   # কাটার নিচে দেরি + ওপরে সময়মতো
        lines.append((right, d, (s[k] + s[k - 1]) / 2))
top = max(r for r, _, _ in lines)
held = [int(((X[TEST] @ d > cut) == (ON_TIME[TEST] == 1)).sum()) for r, d, cut in lines if r == top]
print(f"best line by accuracy: training {top}/{len(TRAIN)}, held-out {min(held)} to {max(held)} of {len(TEST)}")
