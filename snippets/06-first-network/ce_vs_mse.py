# পর্ব ০৬ · ২ — মিষ্টি সময়মতোই পৌঁছেছে (y = 1); model-এর logit z যত ঋণাত্মক, তত নিশ্চিত ভুল
import math

y = 1
print(f"{'z':>5} {'p':>7} | {'squared error':>13} {'d/dz':>8} | {'cross-entropy':>13} {'d/dz':>8}")
for z in (-6.0, -2.0, -0.5, 2.0):
    p = 1 / (1 + math.exp(-z))
    mse, d_mse = (p - y) ** 2, 2 * (p - y) * p * (1 - p)        # chain rule: sigmoid-এর ঢাল p(1 − p) গুণ
    ce, d_ce = math.log1p(math.exp(-z)), p - y                  # −log σ(z) = softplus(−z); ঢাল p − y
    print(f"{z:>5} {p:>7.4f} | {mse:>13.4f} {d_mse:>8.4f} | {ce:>13.4f} {d_ce:>8.4f}")
