def mae(w, xs, ys):
    """mean absolute error: প্রতিটি দিনের |w × x − y|, তারপর সব দিনের গড়।"""
    total = 0.0
    for x, y in zip(xs, ys):
        total += (w * x - y) ** 2   # ভুল: পরম মানের বদলে বর্গ, এটি অংশ ২-এর mean squared error
    return total / len(xs)
