# পর্ব ০৮ · ৪ — autograd ছাড়া H v: দুটি gradient-এর তফাত দিয়ে (শুধু NumPy, পাতাতেই চালানো যায়)
import numpy as np

x = np.array([2.0, 3.0])
w = np.array([0.5, -1.0])
v = np.array([1.0, 1.0])


def sigmoid(z):
    return 1.0 / (1.0 + np.exp(-z))


def grad(p):
    """loss = softplus(-p·x)-এর gradient: (σ(p·x) - 1) x"""
    return (sigmoid(p @ x) - 1.0) * x


s = sigmoid(w @ x)
exact = s * (1 - s) * (x @ v) * x
print("exact H v:", exact.round(6))
for eps in (1e-1, 1e-3, 1e-5, 1e-8, 1e-11):
    fd = (grad(w + eps * v) - grad(w - eps * v)) / (2 * eps)
    print(f"eps={eps:.0e}: H v ≈ {fd.round(6)}, error {np.abs(fd - exact).max():.1e}")

# বড় হিসাবেও H না বানিয়ে H u: least squares, ৫০০টি লেনদেন × ২০০টি সংকেত
rng = np.random.default_rng(8)
N, d = 500, 200
X = rng.normal(size=(N, d))
y = rng.normal(size=N)
w_ls, u = rng.normal(size=d), rng.normal(size=d)


def grad_ls(p):
    """f(p) = ||X p - y||² / 2N, তাই ∇f = Xᵀ(X p - y) / N আর H = XᵀX / N"""
    return X.T @ (X @ p - y) / N


Hu = X.T @ (X @ u) / N                      # দুটি matrix-vector গুণ, H ছাড়াই
fd = (grad_ls(w_ls + 1e-5 * u) - grad_ls(w_ls - 1e-5 * u)) / 2e-5
H = X.T @ X / N                             # শুধু মিলিয়ে দেখার জন্য
print(f"least squares: max |FD - Hu| < 1e-8: {np.abs(fd - Hu).max() < 1e-8}, "
      f"max |H @ u - Hu| < 1e-12: {np.abs(H @ u - Hu).max() < 1e-12}")
print(f"H-এ সংখ্যা {H.size}; H u-র জন্য লাগল শুধু {u.size} সংখ্যার একটি vector")
