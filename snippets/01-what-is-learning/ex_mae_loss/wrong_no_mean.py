def mae(w, xs, ys):
    """mean absolute error: প্রতিটি দিনের |w × x − y|, তারপর সব দিনের গড়।"""
    total = 0.0
    for x, y in zip(xs, ys):
        total += abs(w * x - y)
    return total                    # ভুল: যোগফল, গড় নয়
