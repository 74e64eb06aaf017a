# পর্ব ০৩ · ৬ — 1-এর খুব কাছের সংখ্যার log আর exp: log1p আর expm1
import math

# একটি বিরল শব্দ কেউ একবার লিখবে, তার সম্ভাবনা p; না লেখার সম্ভাবনা 1 − p, তার log চাই
for p in (1e-9, 1e-13, 1e-17):
    naive = math.log(1 - p)
    good = math.log1p(-p)
    print(f"p = {p:.0e}: log(1-p) = {naive:.6e} | log1p(-p) = {good:.6e} | "
          f"off by {abs(naive - good) / abs(good):.0e}")

# উল্টো দিকে: e^x − 1, খুব ছোট x-এ
x = 1e-10
print(f"x = {x:.0e}: exp(x) - 1 = {math.exp(x) - 1!r} | expm1(x) = {math.expm1(x)!r}")
