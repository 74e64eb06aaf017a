# পর্ব ০৪ · অনুশীলনী — ৩২টি সকাল, ৫টি মাপ, ১৬টি hidden unit: gradient-গুলোর আকার
import numpy as np
from batch_backprop import backward, forward, init_params

rng = np.random.default_rng(7)
X, y = rng.random((32, 5)), rng.integers(0, 2, size=(32, 1)).astype(float)
p = init_params(5, 16, seed=7)
_, saved = forward(X, p)
grads = backward(saved, y, p)
for name in ("W1", "b1", "W2", "b2"):
    print(f"{name} {p[name].shape} -> d{name} {grads[name].shape}")
print("saved for backward:", {k: a.shape for k, a in saved.items()})
