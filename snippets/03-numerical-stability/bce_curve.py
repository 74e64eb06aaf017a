# পর্ব ০৩ · ৮ — ব্যবহারকারী suggestion নেননি (y = 0), অথচ model নিশ্চিত ছিল: loss দুই পথে
# সম্ভাবনার পথ: p = sigmoid(z), তারপর −log(1 − p);  logit-এর পথ: softplus(z), একই জিনিস
import numpy as np
from line_plot import write_line_plot


def stable_softplus(x):
    return np.maximum(x, 0) + np.log1p(np.exp(-np.abs(x)))


z = np.arange(0, 31, dtype=np.float32)                 # logit 0, 1, …, 30
# sigmoid হিসাব হয় float64-এ, ফল রাখা হয় float32-এ (training-এর মতো): p-এর একমাত্র ভুল এই রাখার rounding
p = (1 / (1 + np.exp(-z.astype(np.float64)))).astype(np.float32)
with np.errstate(divide="ignore"):
    from_prob = -np.log(1 - p)                         # 1 − p float32-এ, বিয়োগটি নিজে নিখুঁত
from_logit = stable_softplus(z)

print(f"{'z':>3} {'p = sigmoid(z)':>15} {'-log(1 - p)':>12} {'softplus(z)':>12}")
for k in (2, 8, 14, 16, 17, 18, 20, 30):
    print(f"{k:>3} {p[k]:>15.7f} {from_prob[k]:>12.4f} {from_logit[k]:>12.4f}")
first_one = int(z[p == 1][0])                        # প্রথম z, যেখানে p ঠিক 1
first_inf = int(z[np.isinf(from_prob)][0])             # প্রথম z, যেখানে loss inf
print(f"float32 p is exactly 1 from z = {first_one}; the probability route is inf from z = {first_inf}")


write_line_plot(                       # ছবিতেও দশমিকের পরে ৪ অঙ্ক, টেবিলের মতো
    "bce_curve.svg",
    [("logit থেকে: softplus(z)", z, from_logit), ("সম্ভাবনা থেকে: −log(১ − p)", z, from_prob)], digits=4,
    title="একই loss, দুই পথে, float32-এ",
    desc=("ব্যবহারকারী suggestion নেননি (y = ০)। x অক্ষে model-এর logit z, y অক্ষে loss। "
          "logit-এর পথ একটি সরলরেখার মতো বাড়তেই থাকে; সম্ভাবনার পথ p ঠিক ১ হয়ে যাওয়ার পর inf, "
          "তাই সেখানে রেখাটি থেমে গেছে।"),
    xlabel="logit z", ylabel="loss",
)
