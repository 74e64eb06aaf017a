# পর্ব ০২ · ২ — নাড়া-ঢাল থেকে derivative: h ছোট হতে থাকলে ঢাল কোথায় থামে
from trips import fare, km

b = 15.0  # আপাতত b স্থির; শুধু w বদলাবে


def loss(w):
    return ((w * km + b - fare) ** 2).mean()


w = 10.0
formula = (2 * (w * km + b - fare) * km).mean()  # chain rule থেকে পাওয়া সূত্র
for h in (1.0, 0.1, 0.01, 0.001, -0.001):  # শেষেরটি বাঁ দিকে নাড়া
    nudged = (loss(w + h) - loss(w)) / h
    print(f"h = {h:<6}: nudged slope = {nudged:9.4f}   gap = {nudged - formula:8.4f}")
print(f"formula: dL/dw = mean(2 * e * km) = {formula:.4f}")


def relu(z):  # পর্ব ০১-এর ReLU: z = 0-তে একটি কোণ
    return max(z, 0.0)


h = 0.001
right = (relu(0.0 + h) - relu(0.0)) / h  # ডানে নাড়া
left = (relu(0.0) - relu(0.0 - h)) / h   # বাঁয়ে নাড়া
print(f"relu at 0: nudged to the right {right}, to the left {left}")
