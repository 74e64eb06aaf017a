# পর্ব ০২ · ৫ — একই শুরু, তিনটি learning rate: খুব ছোট, ঠিকঠাক, খুব বড়
from partials import gradient, loss
from plot import save_lr

rates = {"too small": 0.002, "right": 0.05, "too big": 0.1}
shown = (0, 1, 2, 3, 10, 50, 100)
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
off = 0  # প্রথম যে ধাপে lr = 0.1-এর loss ১০⁵ পেরোয়
while curves["too big"][off] <= 1e5:
    off += 1
print("lr = 0.1: first step whose loss is above 1e5 (off the plot):", off)

save_lr(rates, curves)  # ছবিটি আঁকে plot.py; ১০⁵-এর বেশি loss ছবিতে আঁকা হয় না
