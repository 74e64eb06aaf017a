# পর্ব ০১ · ৫ — NumPy: পুরো খাতার হিসাব একসঙ্গে, loop ছাড়া
import numpy as np
from dab import sales, temps
from loss import mse

t = np.array(temps, dtype=float)  # দশটি তাপমাত্রা, একটি array-তে
s = np.array(sales, dtype=float)
w = 2.4

print("shape:", t.shape)
print("w * t =", w * t)            # প্রতিটি ঘর আলাদা করে গুণ
errors = w * t - s
print("errors =", errors.round(1))
print(f"numpy loss = {np.mean(errors**2):.2f}, loop loss = {mse(w):.2f}")
