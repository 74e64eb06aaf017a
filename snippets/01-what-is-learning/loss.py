# পর্ব ০১ · ২ — loss: দশ দিনের ভুল মিলিয়ে একটি সংখ্যা (mean squared error)
from dab import predict, sales, temps


def mse(w):
    """প্রতিটি দিনের ভুলের বর্গ, তারপর সব দিনের গড়।"""
    total = 0.0
    for t, s in zip(temps, sales):
        error = predict(t, w) - s
        total += error**2
    return total / len(temps)


if __name__ == "__main__":
    for w in (2.0, 2.4, 3.0):
        print(f"w = {w}: loss = {mse(w):.2f}")
