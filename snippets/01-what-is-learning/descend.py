# পর্ব ০১ · ৪ — ঢাল ধরে নামা: প্রতি ধাপে w ← w − lr × ঢাল
from loss import mse
from plot import save_descent

h = 0.0001   # ঢাল মাপার জন্য একটুখানি নাড়া
lr = 0.0003  # learning rate: ঢালকে এই সংখ্যা দিয়ে গুণ করলে ধাপ
w = 1.5      # শুরু: ইচ্ছে করে খারাপ একটি আন্দাজ

steps = []
for step in range(10):
    loss = mse(w)
    slope = (mse(w + h) - loss) / h
    move = -lr * slope  # এই ধাপে w কতটা সরবে
    print(f"step {step}: w = {w:.4f}  loss = {loss:8.3f}  slope = {slope:8.2f}  move = {move:+.4f}")
    steps.append((w, loss))
    w = w + move
final_loss = mse(w)  # দশ ধাপের পরের w-এ আরও একবার loss
steps.append((w, final_loss))
print(f"after 10 steps: w = {w:.4f}  loss = {final_loss:8.3f}")
print(f"loss computed {2 * 10 + 1} times")

save_descent(steps, mse)  # ছবিটি আঁকে plot.py
