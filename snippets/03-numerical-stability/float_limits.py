# পর্ব ০৩ · ১ — float32 আর float64: কত বড়, কত ছোট, কত সূক্ষ্ম
import numpy as np

print(f"{'':>22} {'float32':>10} {'float64':>10}")
rows = [
    ("bytes per number", lambda f: f"{f.bits // 8}"),
    ("largest", lambda f: f"{f.max:.1e}"),
    ("smallest normal", lambda f: f"{f.tiny:.1e}"),
    ("eps (gap after 1)", lambda f: f"{f.eps:.2e}"),
    ("bits of digits", lambda f: f"{f.nmant + 1}"),
    ("≈ decimal digits", lambda f: f"{(f.nmant + 1) * np.log10(2):.1f}"),
    ("exp(x) fits up to x =", lambda f: f"{np.log(f.max):.2f}"),
]
for label, show in rows:
    f32, f64 = np.finfo(np.float32), np.finfo(np.float64)
    print(f"{label:>22} {show(f32):>10} {show(f64):>10}")

# eps: 1-এর ঠিক পরের সংখ্যা 1 + eps; তার অর্ধেক যোগ করলে 1-ই থেকে যায়
for dtype in (np.float32, np.float64):
    one, eps = dtype(1), np.finfo(dtype).eps
    print(f"{dtype.__name__}: 1 + eps == 1 -> {one + eps == one}, 1 + eps/2 == 1 -> {one + eps / 2 == one}")
