# পর্ব ০৩ · ৩ — প্রায় সমান দুটি সংখ্যার বিয়োগ: অঙ্ক কোথায় হারায়
import math

# (1 + x) − 1 হওয়া উচিত ঠিক x; কিন্তু 1 + x রাখার সময়েই x-এর শেষ অঙ্কগুলো কাটা পড়ে
print(f"{'x':>7} {'(1 + x) - 1':>24} {'relative error':>15}")
for x in (1e-3, 1e-6, 1e-9, 1e-12, 1e-15):
    got = (1 + x) - 1
    print(f"{x:>7.0e} {got!r:>24} {abs(got - x) / x:>15.1e}")

# একটি সূত্রে একই বিপদ: (1 − cos t) / t², ছোট t-এ উত্তর প্রায় 0.5
t = 1e-8
naive = (1 - math.cos(t)) / t**2
rewritten = 2 * math.sin(t / 2) ** 2 / t**2      # একই সূত্র, বিয়োগ ছাড়া
print(f"cos({t:g}) == 1.0 -> {math.cos(t) == 1.0}")
print(f"(1 - cos t) / t^2 = {naive} | 2 sin^2(t/2) / t^2 = {rewritten:.6f}")
