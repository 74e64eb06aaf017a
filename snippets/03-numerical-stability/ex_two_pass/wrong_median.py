import statistics


def variance_two_pass(xs):
    """আগে গড়, তারপর গড় থেকে প্রতিটি দূরত্বের বর্গের গড়।"""
    n = len(xs)
    middle = statistics.median(xs)              # ভুল: গড় নয়, median থেকে দূরত্ব
    spread = 0.0
    for x in xs:
        spread += (x - middle) ** 2
    return spread / n
