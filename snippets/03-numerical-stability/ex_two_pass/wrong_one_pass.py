def variance_two_pass(xs):
    """আগে গড়, তারপর গড় থেকে প্রতিটি দূরত্বের বর্গের গড়।"""
    n = len(xs)
    total = total_sq = 0.0
    for x in xs:
        total += x
        total_sq += x * x
    return total_sq / n - (total / n) ** 2     # ভুল: এক পাসের চেনা সূত্র, প্রায় সমান দুটি বড় সংখ্যার বিয়োগ
