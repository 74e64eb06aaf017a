# পর্ব ০৩ · ৫ — log-sum-exp ধাপে ধাপে, আর log-softmax
import numpy as np

np.set_printoptions(precision=4, suppress=True)


def logsumexp(z):
    m = z.max()                              # ১. সবচেয়ে বড় score
    return m + np.log(np.exp(z - m).sum())   # ২–৫. সরানো, exp, যোগ, log; ৬. m ফেরত যোগ


def log_softmax(z):
    return z - logsumexp(z)


# খুব নিশ্চিত একটি model: "খাই"-এর score 100, শেষ প্রার্থীর −20 (float32, যেমন training-এ)
z = np.array([100.0, 98.0, 95.0, 90.0, -20.0], dtype=np.float32)
m = z.max()
shifted = z - m
with np.errstate(under="ignore"):
    e = np.exp(shifted)
print("1. m = max(z)        :", m)
print("2. z - m             :", np.where(shifted == 0, 0, shifted))   # −0 নয়, 0 দেখাই
print("3. exp(z - m)        :", ", ".join(f"{v:.3g}" for v in e), "| last is exactly 0:", e[-1] == 0)
print(f"4. sum               : {e.sum():.4f}")
print(f"5. log(sum)          : {np.log(e.sum()):.4f}")
print(f"6. m + log(sum) = LSE: {logsumexp(z):.4f}")
print("log_softmax = z - LSE:", log_softmax(z))
print("exp(log_softmax) sums to 1:", np.isclose(np.exp(log_softmax(z)).sum(), 1.0))
print("softmax of the last  :", e[-1] / e.sum())     # নিরাপদ softmax-এও শেষ সম্ভাবনা ঠিক 0
