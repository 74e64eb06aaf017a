# পর্ব ০২ · ৪ — gradient descent দিয়ে পুরো fit: w আর b একসঙ্গে, ১০০০ ধাপ
import numpy as np
from partials import gradient, loss
from plot import save_fit
from trips import fare, km

lr = 0.05
w, b = 0.0, 0.0  # শুরু: কিছুই জানি না
for step in range(1001):
    dw, db = gradient(w, b)                 # আগে দুটি ঢালই হিসাব,
    if step in (0, 1, 2, 10, 50, 100, 300, 1000):
        print(f"step {step:4d}: w = {w:7.3f}  b = {b:7.3f}  loss = {loss(w, b):8.2f}  grad = ({dw:8.2f}, {db:7.2f})")
    w, b = w - lr * dw, b - lr * db         # তারপর দুটি knob একসঙ্গে সরানো

best_w, best_b = np.polyfit(km, fare, 1)   # সরাসরি সূত্রে সবচেয়ে ভালো রেখা; ফেরত আসে [খাড়াই, কাটার উচ্চতা] = [w, b]
print(f"polyfit:    w = {best_w:7.3f}  b = {best_b:7.3f}  loss = {loss(best_w, best_b):8.2f}")
print(f"fare for a 3.5 km trip: {w * 3.5 + b:.0f} taka")

save_fit(km, fare, w, b)  # ছবিটি আঁকে plot.py
