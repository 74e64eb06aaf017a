# পর্ব ০১ · অনুশীলনী ১ — আরেক রকম loss: ভুলের মাপ, চিহ্ন বাদ দিয়ে, তারপর গড়
from dab import predict, sales, temps


def mae(w, xs, ys):
    """mean absolute error: প্রতিটি দিনের |আন্দাজ − আসল|, সব দিনের গড়।"""
    return sum(abs(predict(x, w) - y) for x, y in zip(xs, ys, strict=True)) / len(xs)


ws = [round(1.0 + k / 10, 1) for k in range(31)]  # অংশ ৩-এর সেই ৩১টি মান
best = min(ws, key=lambda w: mae(w, temps, sales))
print(f"mae at w = 2.0: {mae(2.0, temps, sales):.2f}")
print(f"best of 31 by mae: w = {best:.1f}, mae = {mae(best, temps, sales):.2f}")
