# পর্ব ০৩ · ৬ — 1-এর খুব কাছের সংখ্যার log আর exp: log1p আর expm1
import math

# একটি বিরল শব্দ কেউ একবার লিখবে, তার সম্ভাবনা p; না লেখার সম্ভাবনা 1 − p, তার log চাই
for p in (1e-9, 1e-13, 1e-17):
    naive = math.log(1 - p)
    good = math.log1p(-p)
    print(f"p = {p:.0e}: log(1-p) = {naive:.6e} | log1p(-p) = {good:.6e} | "
          f"off by {abs(naive - good) / abs(good):.0e}")

# উল্টো দিকে: e^x − 1, খুব ছোট x-এ; ঠিক মান x + x²/2 (পরের পদ x³/6, নগণ্য)
x = 1e-10
exact = x + x * x / 2
naive, good = math.exp(x) - 1, math.expm1(x)
# 1-এর পাশে float64-এর ফাঁক 2.2e-16, তাই 1 + x রাখতেই x-এর প্রায় 1e-7 ভাগ ভুল হয়: তার চেয়ে ভালো হওয়া অসম্ভব
print(f"x = {x:.0e}: exp(x) - 1 off by more than 1e-08 -> {abs(naive - exact) / exact > 1e-8} | "
      f"expm1(x) off by less than 1e-15 -> {abs(good - exact) / exact < 1e-15}")
