# পর্ব ০২ · ভেবে দেখুন ১ — দূরত্ব থেকে গড় বাদ দিলে b কত দ্রুত শেখে
import numpy as np
from trips import fare, km


def steps_to_settle(x, lr=0.05, within=0.01):
    """loss সবচেয়ে ভালো loss-এর ০.০১-এর মধ্যে আসতে কত ধাপ লাগে।"""
    # np.polyfit(x, fare, 1) ফেরত দেয় [w, b]; np.polyval সেই রেখা x-এ বসিয়ে আন্দাজ দেয়
    best = np.mean((np.polyval(np.polyfit(x, fare, 1), x) - fare) ** 2)
    w, b = 0.0, 0.0
    for step in range(1, 100_000):  # 100_000 মানে 100000; _ শুধু পড়ার সুবিধার জন্য
        e = w * x + b - fare
        w, b = w - lr * (2 * e * x).mean(), b - lr * (2 * e).mean()
        if np.mean((w * x + b - fare) ** 2) < best + within:
            return step, w, b


for name, x in (("km as is", km), ("km - mean", km - km.mean())):
    step, w, b = steps_to_settle(x)
    hessian = 2 * np.array([[(x**2).mean(), x.mean()], [x.mean(), 1.0]])
    shallow, steep = np.linalg.eigvalsh(hessian)
    print(f"{name:>9}: {step:4d} steps, w = {w:.3f}, b = {b:.3f} | curvatures {steep:.2f} and {shallow:.3f}, "
          f"ratio {steep / shallow:.1f} | lr = 0.05: the shallow direction times {1 - 0.05 * shallow:.3f} a step")
print(f"mean distance = {km.mean():.3f} km; mean fare = {fare.mean():.3f} taka")
