# পর্ব ০৫ · ৩ — একটি backward, node থেকে node-এ: কে কখন কাকে কত পাঠাল
from value import Value, backward

# ২৫০ গ্রামের, একটি দাগের আম; রপ্তানি-মানের, তাই y = 1
x1, x2, y = Value(-0.5), Value(1.0), Value(1.0)
w1, w2, b = Value(0.8), Value(-1.5), Value(1.0)
m1 = w1 * x1
m2 = w2 * x2
z = m1 + m2 + b                 # দুটি যোগ: আগে m1 + m2 (নাম দিলাম s), তারপর + b
p = z.sigmoid()
d = p - y
L = d * d                       # বর্গ, লেখা হয়েছে গুণ দিয়ে: d এখানে দুবার ব্যবহার হলো

s = z.parents[0][0]             # z-এর প্রথম parent-ই m1 + m2
names = {id(v): k for k, v in dict(x1=x1, x2=x2, y=y, w1=w1, w2=w2, b=b, m1=m1, m2=m2, s=s,
                                   z=z, p=p, d=d, L=L).items()}

print(f"forward: z = {z.data:+.4f}, p = {p.data:.4f}, d = {d.data:+.4f}, L = {L.data:.4f}")
print("backward walk, seed L.grad = 1:")
walk = [node for node in backward(L) if node.parents]      # leaf কাউকে কিছু পাঠায় না
for step, node in enumerate(walk, 1):
    sends = "; ".join(f"{names[id(u)]} += {local:+.4f} x {node.grad:+.4f} = {local * node.grad:+.4f}"
                      for u, local in node.parents)
    print(f" {step}. {names[id(node)]:<2} {node.op:<7} grad {node.grad:+.4f} -> {sends}")
print("leaves:", " ".join(f"{names[id(v)]}.grad={v.grad:+.4f}" for v in (w1, w2, b, x1, x2, y)))
