# পর্ব ০৭ · অংশ ৩ — (N,) থেকে (N, 1) বিয়োগ: কোনো error নেই, ফল (N, N) (শুধু NumPy, পাতাতেই চালানো যায়)
import numpy as np

# পাঁচটি স্টেশনের পূর্বাভাস আর মাপা বৃষ্টি (মিমি); মাপা মানগুলো এসেছে একটি ছকের কলাম হিসেবে
forecast = np.array([20.0, 35.0, 10.0, 50.0, 5.0])          # (5,)
table = np.array([[1, 18.0], [2, 40.0], [3, 12.0], [4, 44.0], [5, 5.0]])
measured = table[:, 1:2]                                     # (5, 1): slice মাত্রা রেখে দিল

error = forecast - measured
print("forecast", forecast.shape, "- measured", measured.shape, "->", error.shape)
print("ভুল গড় পরম ত্রুটি :", f"{np.abs(error).mean():.2f}", "মিমি")

fixed = forecast - measured[:, 0]                            # বা measured.reshape(-1)
print("ঠিক গড় পরম ত্রুটি :", f"{np.abs(fixed).mean():.2f}", "মিমি", fixed.shape)


def mae(pred, target):
    """গড় পরম ত্রুটি; আকার না মিললে থামে, চুপচাপ (N, N) বানায় না।"""
    assert pred.shape == target.shape, f"আকার মেলেনি: {pred.shape} বনাম {target.shape}"
    return float(np.abs(pred - target).mean())


try:
    mae(forecast, measured)
except AssertionError as err:
    print("পাহারা:", err)
print("পাহারাসহ ঠিক ডাক:", f"{mae(forecast, measured[:, 0]):.2f}")

# ভুল loss-টি কোন আন্দাজকে সেরা বলে? প্রতিটি পূর্বাভাস তুলনা হয় সব মাপের সঙ্গে, তাই পরম ত্রুটির
# গড় সবচেয়ে কম হয় যখন প্রতিটি পূর্বাভাস মাপগুলোর median (মাঝের মান)
def wrong_mae(pred):
    return float(np.abs(pred - measured).mean())


middle = np.median(measured)
print(f"ভুল loss, প্রতিটি pred নিজের মাপের সমান (নিখুঁত): {wrong_mae(measured[:, 0]):.2f}")
print(f"ভুল loss, সব pred = median {middle:.1f}: {wrong_mae(np.full(5, middle)):.2f}")
print(f"ভুল loss, সব pred = গড় {measured.mean():.1f}: {wrong_mae(np.full(5, measured.mean())):.2f}")
