# পর্ব ০২ · ৫ — একই শুরু, তিনটি learning rate: খুব ছোট, ঠিকঠাক, খুব বড়
from partials import gradient, loss
from plot import plot_svg

rates = {"too small": 0.002, "right": 0.05, "too big": 0.1}
shown = (0, 1, 2, 3, 10, 50, 100)
# ছবিতে ১০⁵-এর বেশি loss আঁকা হয় না (inf বাদ পড়ে), নইলে বাকি দুটি রেখা তলায় চ্যাপ্টা হয়ে যায়
curves = {}
for name, lr in rates.items():
    w, b, losses = 0.0, 0.0, []
    for _ in range(101):
        losses.append(loss(w, b))
        dw, db = gradient(w, b)
        w, b = w - lr * dw, b - lr * db
    curves[name] = losses
    print(f"lr = {lr:<5} ({name}): " + "  ".join(f"{losses[s]:.3g}" for s in shown))
print("steps shown:", shown)
big = curves["too big"]
print("lr = 0.1: first step whose loss is above 1e5 (off the plot):", next(s for s, v in enumerate(big) if v > 1e5))

svg = plot_svg(
    [(f"lr = {lr} ({'খুব ছোট' if lr < 0.01 else 'খুব বড়' if lr > 0.08 else 'ঠিকঠাক'})",
      list(range(101)), [float(f"{v:.6g}") if v < 1e5 else float("inf") for v in curves[name]], "line")
     for name, lr in rates.items()],
    title="তিনটি learning rate-এ loss, ধাপে ধাপে",
    desc="একই শুরু (w = ০, b = ০), একই data। খুব ছোট lr-এ loss ধীরে নামে, ঠিকঠাক lr-এ দ্রুত নেমে থিতু হয়, "
    "খুব বড় lr-এ প্রতিটি ধাপে বাড়তে থাকে, আর ১০⁵ পেরোলে ছবির ওপর দিয়ে বেরিয়ে যায়। loss-এর অক্ষ log মাপে।",
    xlabel="ধাপ",
    ylabel="loss (log মাপে)",
    logy=True,
)
with open("lr.svg", "w", encoding="utf-8") as f:
    f.write(svg)
