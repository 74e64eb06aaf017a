def variance_two_pass(xs):
    """আগে গড়, তারপর গড় থেকে প্রতিটি দূরত্বের বর্গের গড়।"""
    n = len(xs)
    total = 0.0
    for x in xs:
        total += x
    mean = total / n
    spread = 0.0
    for x in xs:
        spread += (x - mean) ** 2      # বড় সংখ্যা আগেই বাদ, তাই বিয়োগে কিছু হারায় না
    return spread / n
