# পর্ব ০৬ · ২ — নতুন তিনটি node-এর vjp, central difference দিয়ে যাচাই
import numpy as np
from arraygrad import T, backward
from nn_ops import bce_with_logits, softmax_cross_entropy, tanh

rng = np.random.default_rng(4)
A = rng.normal(size=(5, 3))
y = rng.integers(0, 2, size=(5, 1)).astype(float)
labels = rng.integers(0, 3, size=5)
C = rng.normal(size=(5, 3))

checks = {
    "tanh": lambda a: (tanh(a) * C).sum(),
    "bce_with_logits": lambda a: bce_with_logits(a @ T(np.ones((3, 1))), y),
    "softmax_cross_entropy": lambda a: softmax_cross_entropy(a, labels),
}
for name, f in checks.items():
    x = T(A)
    backward(f(x))
    eps, fd = 1e-6, np.zeros_like(A)
    for i in np.ndindex(A.shape):
        up, down = A.copy(), A.copy()
        up[i] += eps
        down[i] -= eps
        fd[i] = (f(T(up)).data - f(T(down)).data) / (2 * eps)
    print(f"{name:<22} max |vjp - central difference| < 1e-8: {np.abs(x.grad - fd).max() < 1e-8}")
