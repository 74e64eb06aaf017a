# পর্ব ০২ · ৪ — gradient descent দিয়ে পুরো fit: w আর b একসঙ্গে, ১০০০ ধাপ
import numpy as np
from partials import gradient, loss
from plot import plot_svg
from trips import fare, km

lr = 0.05
w, b = 0.0, 0.0  # শুরু: কিছুই জানি না
for step in range(1001):
    dw, db = gradient(w, b)                 # আগে দুটি ঢালই হিসাব,
    if step in (0, 1, 2, 10, 50, 100, 300, 1000):
        print(f"step {step:4d}: w = {w:7.3f}  b = {b:7.3f}  loss = {loss(w, b):8.2f}  grad = ({dw:8.2f}, {db:7.2f})")
    w, b = w - lr * dw, b - lr * db         # তারপর দুটি knob একসঙ্গে সরানো

best_w, best_b = np.polyfit(km, fare, 1)   # সরাসরি সূত্রে সবচেয়ে ভালো রেখা, তুলনার জন্য
print(f"polyfit:    w = {best_w:7.3f}  b = {best_b:7.3f}  loss = {loss(best_w, best_b):8.2f}")
print(f"fare for a 3.5 km trip: {w * 3.5 + b:.0f} taka")

line_km = [0.0, 6.0]
svg = plot_svg(
    [("২৪টি যাত্রা", km, fare, "markers"),
     ("শেখা রেখা", line_km, [round(w * x + b, 4) for x in line_km], "line")],
    title="নুসরাতের রিকশা-ভাড়া আর gradient descent-এ শেখা রেখা",
    desc="প্রতিটি বিন্দু একটি যাত্রা: দূরত্ব আর ভাড়া। রেখাটি ১০০০ ধাপ gradient descent-এর পরের "
    "w আর b দিয়ে আঁকা: ভাড়া ≈ w × কিলোমিটার + b।",
    xlabel="দূরত্ব (কিলোমিটার)",
    ylabel="ভাড়া (টাকা)",
)
with open("fit.svg", "w", encoding="utf-8") as f:
    f.write(svg)
