def mae(w, xs, ys):
    """mean absolute error: প্রতিটি দিনের |w × x − y|, তারপর সব দিনের গড়।"""
    total = 0.0
    for x, y in zip(xs, ys):
        total += abs(2 * x - y)     # ভুল: dab.py-র w = 2 লেখা রয়ে গেল, দেওয়া w কাজে লাগেনি
    return total / len(xs)
