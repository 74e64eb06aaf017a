# পর্ব ০২ · ৫ — বড় lr কেন ছিটকে যায়: b স্থির রেখে শুধু w-এর দিকে তাকানো
import numpy as np
from partials import gradient
from trips import fare, km

best_w, best_b = np.polyfit(km, fare, 1)
curvature = 2 * (km**2).mean()  # L(w)-এর বাঁক: ঢাল কত দ্রুত বদলায়, সব w-এ একই
print(f"curvature along w = {curvature:.2f}, so lr must stay below 2 / {curvature:.2f} = {2 / curvature:.4f}")
for lr in (0.002, 0.05, 0.1):
    factor = 1 - lr * curvature  # প্রতিটি ধাপে তলা থেকে দূরত্ব এই সংখ্যা দিয়ে গুণ হয়
    print(f"lr = {lr:<5}: each step multiplies the distance to the best w by {factor:+.3f}")

w = 10.0  # lr = 0.1, b তলায় স্থির: w কোথায় কোথায় লাফায়
for step in range(5):
    print(f"lr = 0.1, step {step}: w = {w:8.3f}, distance to best = {w - best_w:+8.3f}")
    w = w - 0.1 * gradient(w, best_b)[0]  # [0]: জোড়ার প্রথমটি, ∂L/∂w

# w আর b একসঙ্গে: বাঁকের ছক (Hessian) — কোন knob নাড়লে কোন ঢাল কত বদলায়
hessian = 2 * np.array([[(km**2).mean(), km.mean()],   # w নাড়লে: ∂L/∂w আর ∂L/∂b-এর বদল
                        [km.mean(), 1.0]])             # b নাড়লে: একই দুটির বদল
shallow, steepest = np.linalg.eigvalsh(hessian)  # বাটির দুই মূল দিকের বাঁক, ছোটটি আগে
print(f"w and b together: curvatures {steepest:.2f} and {shallow:.3f}; limit 2 / {steepest:.2f} = {2 / steepest:.4f}")
factor = 1 - 0.1 * steepest
print(f"lr = 0.1 along the steepest direction: factor {factor:+.3f}, so the loss grows {factor**2:.2f} times a step")
