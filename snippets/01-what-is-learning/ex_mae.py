# পর্ব ০১ · অনুশীলনী ১ — আরেক রকম loss: ভুলের মাপ, চিহ্ন বাদ দিয়ে, তারপর গড়
from dab import predict, sales, temps
from loss import mse


def mae(w, xs, ys):
    """mean absolute error: প্রতিটি দিনের |আন্দাজ − আসল|, সব দিনের গড়।"""
    total = 0.0
    for x, y in zip(xs, ys):
        total += abs(predict(x, w) - y)
    return total / len(xs)


def best_of(ws, loss):
    """ws-এর মধ্যে যে w-এ loss সবচেয়ে কম।"""
    best = ws[0]
    for w in ws:
        if loss(w) < loss(best):
            best = w
    return best


def by_mae(w):
    return mae(w, temps, sales)


print(f"mae at w = 2.0: {by_mae(2.0):.2f}")
grid = [round(1.0 + k / 10, 1) for k in range(31)]          # অংশ ৩-এর সেই ৩১টি মান
print(f"best of 31 by mae: w = {best_of(grid, by_mae):.1f}, by mse: w = {best_of(grid, mse):.1f}")
fine = [round(2.0 + k / 10000, 4) for k in range(10001)]     # 2.0000 থেকে 3.0000, ০.০০০১ করে
print(f"best of 10001 by mae: w = {best_of(fine, by_mae):.4f}, by mse: w = {best_of(fine, mse):.4f}")
