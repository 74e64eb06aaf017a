def slope(loss, w, h=0.0001):
    """w একটুখানি (h) বাড়ালে loss কতটা বদলায়, w-এর প্রতি এককে।"""
    return loss(w + h) - loss(w)          # ভুল: h দিয়ে ভাগ নেই, এটি শুধু বদল


def step(w, s, lr):
    """ঢাল s-এর উল্টো দিকে এক ধাপ: নতুন w ফেরত দেয়।"""
    return w - lr * s
