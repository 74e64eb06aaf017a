def slope(loss, w, h=0.0001):
    """w একটুখানি (h) বাড়ালে loss কতটা বদলায়, w-এর প্রতি এককে।"""
    return loss(w + h) - loss(w) / h      # ভুল: বন্ধনী নেই, তাই ভাগ হলো শুধু loss(w)


def step(w, s, lr):
    """ঢাল s-এর উল্টো দিকে এক ধাপ: নতুন w ফেরত দেয়।"""
    return w - lr * s
