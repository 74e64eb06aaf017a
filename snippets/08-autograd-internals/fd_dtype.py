# পর্ব ০৮ · ৫ — central difference-এর ভুল, float64 বনাম float32 (শুধু NumPy, পাতাতেই চালানো যায়)
import numpy as np


def softplus(t):
    return np.maximum(t, 0) + np.log1p(np.exp(-np.abs(t)))


x64 = np.array([0.2713, -1.2729, 0.5027, 0.4181, -0.6394])   # gradcheck-এর সেই পাঁচটি input
exact = 1.0 / (1.0 + np.exp(-x64))                           # softplus-এর derivative σ(x), float64-এ


def central(dtype, eps):
    t, e = x64.astype(dtype), dtype(eps)
    return (softplus(t + e) - softplus(t - e)) / (2 * e)     # পুরো হিসাব ওই dtype-এই


print(f"{'eps':<7}{'float64 error':>15}{'float32 error':>15}")
for eps in (1e-2, 1e-3, 1e-4, 1e-6):
    errors = [np.abs(central(dt, eps).astype(np.float64) - exact).max() for dt in (np.float64, np.float32)]
    print(f"{eps:<7.0e}{errors[0]:>15.1e}{errors[1]:>15.1e}")

print(f"float32, eps=1e-6, x={x64[0]}: {central(np.float32, 1e-6)[0]!s} | সঠিক {exact[0]:.4f}")
print("float32-এ ১-এর পরের সংখ্যার দূরত্ব:", np.finfo(np.float32).eps)
