# পর্ব ০৫ · অনুশীলনী — পর্ব ০৪-এর বাস-model আর তার দুই সকাল, এবার Rashi দিয়ে
from backward import backward
from rashi import Rashi

# (বৃষ্টি সেমি, ডিপো থেকে ছাড়তে দেরি ঘণ্টা, দেরিতে পৌঁছাল?): সকাল A আর সকাল B
mornings = [(2.0, 0.5, 1.0), (0.0, 0.25, 0.0)]
P = {k: Rashi(v) for k, v in dict(w_rain=0.5, w_depot=0.5, b_jam=0.0, w_late=2.0, b_late=-1.0).items()}

total = 0.0
for rain, depot, late in mornings:
    jam = (P["w_rain"] * rain + P["w_depot"] * depot + P["b_jam"]).sigmoid()
    p = (P["w_late"] * jam + P["b_late"]).sigmoid()
    total = total + (p - late) ** 2
L = total / len(mornings)
grads = backward(L)

print(f"L = {L.val:.4f}")
print("Rashi:", " ".join(f"{k}={grads[P[k]]:+.5f}" for k in P))
