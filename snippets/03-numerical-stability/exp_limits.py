# পর্ব ০৩ · ২ — exp কোথায় উপচে পড়ে (overflow), কোথায় শূন্যে মিলিয়ে যায় (underflow)
import warnings

import numpy as np

print("NumPy's defaults: overflow ->", np.geterr()["over"], "| underflow ->", np.geterr()["under"])
print(f"{'x':>6} {'exp(x) float32':>15} {'exp(x) float64':>15}")
with np.errstate(over="ignore"):                      # সতর্কবার্তা নিচে আলাদা করে দেখাব
    for x in (80, 90, 700, 720, -80, -100, -110, -700, -760):
        e32 = np.exp(np.float32(x))
        e64 = np.exp(np.float64(x))
        print(f"{x:>6} {e32:>15.3g} {e64:>15.3g}")

# NumPy থামে না, শুধু সতর্ক করে; হিসাব inf নিয়েই এগিয়ে যায়
with warnings.catch_warnings(record=True) as caught:   # সতর্কবার্তা পর্দায় না ছেপে একটি list-এ ধরে রাখি
    warnings.simplefilter("always")                   # আগে একবার দেখানো হলেও আবার ধরি
    big = np.exp(np.float32(100))
print("NumPy's warning:", caught[0].message, "| result:", big)

# inf আর nan একবার ঢুকলে যা হয়
inf = np.float32(np.inf)
with np.errstate(invalid="ignore", divide="ignore"):
    print("inf - inf =", inf - inf, "| inf / inf =", inf / inf, "| 0 * inf =", np.float32(0) * inf)
    print("1 / inf =", 1 / inf, "| log(0) =", np.log(np.float32(0)))
    scores = np.array([2.0, np.nan, 1.0], dtype=np.float32)
    print("sum with one nan =", scores.sum(), "| nan == nan ->", np.nan == np.nan)

# তবে nan সবসময় ছড়ায় না: কিছু হিসাব nan-কে চুপচাপ ফেলে দেয়
nan = float("nan")
print("nan ** 0 =", nan**0, "| max(0.0, nan) =", max(0.0, nan), "| nan > 0 ->", nan > 0)
