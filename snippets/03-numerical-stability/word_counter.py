# পর্ব ০৩ · ১ — "আমি" শব্দটি কতবার লেখা হলো: float32-এর গোনা কোথায় থামে
import numpy as np

count32 = np.float32(16_777_214)       # ২^২৪ − ২
count64 = np.float64(16_777_214)
for tap in range(1, 5):
    count32 += np.float32(1)
    count64 += 1.0
    print(f"after {tap} more: float32 {int(count32)}   float64 {int(count64)}")
print(f"2**24 = {2**24}")
