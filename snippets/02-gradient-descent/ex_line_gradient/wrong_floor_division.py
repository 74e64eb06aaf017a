def gradient(w, b, xs, ys):
    """রেখা w·x + b আর mean squared error: (∂L/∂w, ∂L/∂b), দুটি list-এর যেকোনো data-য়।"""
    dw = db = 0.0
    for x, y in zip(xs, ys):
        e = w * x + b - y
        dw += 2 * e * x
        db += 2 * e
    n = len(xs)
    return dw // n, db // n        # ভুল: // ভাগফলকে নিচের পূর্ণসংখ্যায় নামায়, −2/3 হয়ে যায় −1
