# পর্ব ০৫ · অনুশীলনী — পর্ব ০৪-এর অফিস-বাসের 2-2-1 network, এবার Value দিয়ে
from value import Value, backward

x1, x2, y = 2.0, 0.5, 1.0                    # বৃষ্টি ২ সেমি, ডিপো থেকে আধা ঘণ্টা দেরি; বাস দেরিতে পৌঁছেছিল
w = {k: Value(v) for k, v in dict(a1=0.3, a2=0.8, b1=-0.5, b2=0.4, c1=0.9, c2=-0.7).items()}

h1 = (w["a1"] * x1 + w["a2"] * x2).sigmoid()
h2 = (w["b1"] * x1 + w["b2"] * x2).sigmoid()
out = (w["c1"] * h1 + w["c2"] * h2).sigmoid()
loss = (out - y) ** 2
backward(loss)

print(f"out={out.data:.4f} loss={loss.data:.4f}")
print("Value:", " ".join(f"{k}={w[k].grad:+.5f}" for k in ("c1", "c2", "a1", "a2", "b1", "b2")))
