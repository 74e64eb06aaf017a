def mae(w, xs, ys):
    """mean absolute error: প্রতিটি দিনের |w × x − y|, তারপর সব দিনের গড়।"""
    total = 0.0
    for x, y in zip(xs, ys):
        total += w * x - y
    return abs(total) / len(xs)     # ভুল: আগে যোগ, পরে abs; উল্টো চিহ্নের ভুল ততক্ষণে কাটাকাটি
