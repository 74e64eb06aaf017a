# পর্ব ০২ · ৩ — দুই knob, দুই partial derivative, একসঙ্গে gradient
from trips import fare, km


def loss(w, b):
    return ((w * km + b - fare) ** 2).mean()


def gradient(w, b):
    """(∂L/∂w, ∂L/∂b): প্রতিটি যাত্রার ভুল e, তারপর দুটি গড়।"""
    e = w * km + b - fare
    return (2 * e * km).mean(), (2 * e).mean()


if __name__ == "__main__":
    w, b, h = 10.0, 15.0, 1e-6
    dw, db = gradient(w, b)
    print(f"loss at w = {w}, b = {b}: {loss(w, b):.2f}")
    print(f"dL/dw: formula {dw:9.4f}   nudging w only {(loss(w + h, b) - loss(w, b)) / h:9.4f}")
    print(f"dL/db: formula {db:9.4f}   nudging b only {(loss(w, b + h) - loss(w, b)) / h:9.4f}")
