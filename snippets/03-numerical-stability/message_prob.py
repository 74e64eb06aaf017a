# পর্ব ০৩ · ৫ — একটি লম্বা message-এর সম্ভাবনা: গুণ করলে শূন্য, log যোগ করলে ঠিক
import math
import random

rng = random.Random(7)
# keyboard model প্রতিটি শব্দকে যে সম্ভাবনা দিয়েছিল (৪০০ শব্দের একটি লম্বা post)
probs = [rng.uniform(0.005, 0.3) for _ in range(400)]

product, vanished_at = 1.0, None
for i, p in enumerate(probs, start=1):
    product *= p
    if product == 0.0 and vanished_at is None:
        vanished_at = i
log_sum = sum(math.log(p) for p in probs)

print(f"product of 400 probabilities = {product}")
print(f"the product became exactly 0 at word {vanished_at}")
print(f"sum of log probabilities = {log_sum:.1f}")
print(f"so the probability is about 10^{log_sum / math.log(10):.0f}")
