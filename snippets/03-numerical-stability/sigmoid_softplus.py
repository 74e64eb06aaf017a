# পর্ব ০৩ · ৭ — sigmoid আর softplus: যে রূপে e-এর ঘাত কখনো ধনাত্মক নয়
import numpy as np


def show(a):
    return " ".join(f"{float(v) if v != 0 else 0.0:>8.3g}" for v in a)   # −0 নয়, 0 দেখাই


def stable_sigmoid(x):
    e = np.exp(-np.abs(x))                         # সবসময় 0 আর 1-এর মাঝে
    return np.where(x >= 0, 1 / (1 + e), e / (1 + e))


def stable_softplus(x):
    return np.maximum(x, 0) + np.log1p(np.exp(-np.abs(x)))


x = np.array([-200, -20, -1, 0, 1, 20, 200], dtype=np.float32)
print("x              :", show(x))
print("stable sigmoid :", show(stable_sigmoid(x)))
print("stable softplus:", show(stable_softplus(x)))
print("-softplus(-x)  :", show(-stable_softplus(-x)))      # = log σ(x), সম্ভাবনা না বানিয়েই

# softplus(x) = log(e^0 + e^x): দুই পদের log-sum-exp
lse_0_x = np.array([np.logaddexp(np.float32(0), v) for v in x])
print("softplus == logsumexp([0, x]):", np.allclose(stable_softplus(x), lse_0_x))
