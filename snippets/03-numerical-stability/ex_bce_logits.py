# পর্ব ০৩ · অনুশীলনী ২ — logit থেকে সরাসরি binary cross-entropy
import numpy as np


def bce_with_logits(z, y):
    """z: logit, y: 0 বা 1; ফেরত দেয় প্রতিটির −[y log σ(z) + (1 − y) log(1 − σ(z))]।"""
    # −log σ(z) = softplus(−z), −log(1 − σ(z)) = softplus(z); দুটি মিলিয়ে এক সূত্র
    return np.maximum(z, 0) - z * y + np.log1p(np.exp(-np.abs(z)))


z = np.array([-40.0, -2.0, 0.0, 3.0, 40.0, 500.0])
y = np.array([1.0, 0.0, 1.0, 1.0, 0.0, 0.0])
good = bce_with_logits(z, y)
print("stable:", ", ".join(f"{v:.4f}" for v in good))
safe = np.abs(z) < 10                                # ছোট z-এ সম্ভাবনার সূত্রও নিরাপদ
p = 1 / (1 + np.exp(-z[safe]))
plain = -(y[safe] * np.log(p) + (1 - y[safe]) * np.log(1 - p))
print("agrees with the probability formula where |z| < 10:", np.allclose(good[safe], plain))
