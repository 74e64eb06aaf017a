def variance_two_pass(xs):
    """আগে গড়, তারপর গড় থেকে প্রতিটি দূরত্বের বর্গের গড়।"""
    n = len(xs)
    middle = (min(xs) + max(xs)) / 2            # ভুল: গড় নয়, সবচেয়ে ছোট আর বড়র মাঝখান
    spread = 0.0
    for x in xs:
        spread += (x - middle) ** 2
    return spread / n
