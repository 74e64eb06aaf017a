# পর্ব ০৩ · ১ — float32 আর float64: কত বড়, কত ছোট, কত সূক্ষ্ম
import numpy as np

print(f"{'':>22} {'float32':>10} {'float64':>10}")
f32, f64 = np.finfo(np.float32), np.finfo(np.float64)   # দুই ধরনের সীমার খাতা


def row(label, a, b):
    print(f"{label:>22} {a:>10} {b:>10}")


row("bytes per number", f32.bits // 8, f64.bits // 8)
row("largest", f"{f32.max:.1e}", f"{f64.max:.1e}")
row("smallest normal", f"{f32.tiny:.1e}", f"{f64.tiny:.1e}")
row("eps (gap after 1)", f"{f32.eps:.2e}", f"{f64.eps:.2e}")
row("bits of digits", f32.nmant + 1, f64.nmant + 1)                      # nmant: জমা রাখা অঙ্ক, আর একটি লুকোনো
row("≈ decimal digits", f"{(f32.nmant + 1) * np.log10(2):.1f}", f"{(f64.nmant + 1) * np.log10(2):.1f}")
row("exp(x) fits up to x =", f"{np.log(f32.max):.2f}", f"{np.log(f64.max):.2f}")

# eps: 1-এর ঠিক পরের সংখ্যা 1 + eps; তার অর্ধেক যোগ করলে 1-ই থেকে যায়
for dtype in (np.float32, np.float64):
    one, eps = dtype(1), np.finfo(dtype).eps
    print(f"{dtype.__name__}: 1 + eps == 1 -> {one + eps == one}, 1 + eps/2 == 1 -> {one + eps / 2 == one}")
