# পর্ব ০২ · অনুশীলনী ১ — যেকোনো data-র জন্য gradient(w, b, x, y), আর বাটির তলায় তার মান
import numpy as np
from trips import fare, km


def gradient(w, b, x, y):
    """রেখা w·x + b আর mean squared error: (∂L/∂w, ∂L/∂b)।"""
    e = w * x + b - y
    return (2 * e * x).mean(), (2 * e).mean()


dw, db = gradient(10.0, 15.0, km, fare)
print(f"at w = 10, b = 15: dL/dw = {dw:.4f}, dL/db = {db:.4f}")
best_w, best_b = np.polyfit(km, fare, 1)
dw, db = gradient(best_w, best_b, km, fare)
print(f"at the polyfit line: |dL/dw| < 1e-9: {abs(dw) < 1e-9}, |dL/db| < 1e-9: {abs(db) < 1e-9}")
