# পর্ব ০৫ · অনুশীলনী — T-তে নতুন operation: tanh, তার vjp, আর finite difference দিয়ে যাচাই
import numpy as np
from arraygrad import T, backward


def tanh(x):
    t = np.tanh(x.data)                                   # নিজের output রেখে দেওয়া
    return T(t, (x,), lambda g: (g * (1 - t * t),), "tanh")


rng = np.random.default_rng(3)
A = rng.normal(size=(4, 3))
C = rng.normal(size=(4, 3))                               # একটি ধ্রুবক, যাতে ফল একটি সংখ্যা হয়
x = T(A)
backward((tanh(x) * C).sum())

eps, fd = 1e-6, np.zeros_like(A)
for i in np.ndindex(A.shape):
    up, down = A.copy(), A.copy()
    up[i] += eps
    down[i] -= eps
    fd[i] = ((np.tanh(up) * C).sum() - (np.tanh(down) * C).sum()) / (2 * eps)
print("x.grad shape:", x.grad.shape)
print("max |vjp - central difference| < 1e-8:", np.abs(x.grad - fd).max() < 1e-8)
