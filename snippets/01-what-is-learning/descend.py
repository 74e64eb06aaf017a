# পর্ব ০১ · ৪ — ঢাল ধরে নামা: প্রতি ধাপে w ← w − lr × ঢাল
from loss import mse
from plot import plot_svg

h = 0.0001   # ঢাল মাপার জন্য একটুখানি নাড়া
lr = 0.0003  # ধাপের মাপ: ঢালের কত গুণ সরব
w = 1.5      # শুরু: ইচ্ছে করে খারাপ একটি আন্দাজ

path = []
for step in range(11):
    loss = mse(w)
    slope = (mse(w + h) - loss) / h
    move = -lr * slope  # এই ধাপে w কতটা সরবে
    print(f"step {step}: w = {w:.4f}  loss = {loss:8.3f}  slope = {slope:8.2f}  move = {move:+.4f}")
    path.append((w, loss))
    w = w + move
print(f"loss computed {2 * 11} times; final w = {path[-1][0]:.4f}")

curve_w = [1.3 + k / 100 for k in range(221)]  # বাটির রেখা, 1.3 থেকে 3.5
svg = plot_svg(
    [("loss", curve_w, [mse(v) for v in curve_w], "line"),
     ("ধাপগুলো", [p[0] for p in path], [p[1] for p in path], "markers")],
    title="ঢাল ধরে বাটির তলায় নামা",
    desc="w = ১.৫ থেকে শুরু। প্রতিটি বিন্দু একটি ধাপ; তলার কাছে ঢাল কমে, তাই ধাপও ছোট হয়।",
    xlabel="w (প্রতি ডিগ্রিতে ডাব)",
    ylabel="loss",
)
with open("descent.svg", "w", encoding="utf-8") as f:
    f.write(svg)
