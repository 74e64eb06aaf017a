def gradient(w, b, xs, ys):
    """রেখা w·x + b আর mean squared error: (∂L/∂w, ∂L/∂b), দুটি list-এর যেকোনো data-য়।"""
    dw = db = 0.0
    for x, y in zip(xs, ys):
        e = w * x + b - y          # এই যাত্রার ভুল
        dw += 2 * e * x            # chain rule: e²-এর derivative 2e, আর e-কে w দিয়ে differentiate করলে x
        db += 2 * e                # e-কে b দিয়ে differentiate করলে 1
    n = len(xs)
    return dw / n, db / n
