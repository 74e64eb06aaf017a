def slope(loss, w, h=0.0001):
    """w একটুখানি (h) বাড়ালে loss কতটা বদলায়, w-এর প্রতি এককে।"""
    # TODO: loss(w + h) আর loss(w)-এর তফাত, h দিয়ে ভাগ
    return 0.0


def step(w, s, lr):
    """ঢাল s-এর উল্টো দিকে এক ধাপ: নতুন w ফেরত দেয়।"""
    # TODO: অংশ ৪-এর নিয়ম
    return w
