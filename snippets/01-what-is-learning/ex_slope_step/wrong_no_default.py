def slope(loss, w, h):
    """w একটুখানি (h) বাড়ালে loss কতটা বদলায়, w-এর প্রতি এককে।"""
    return (loss(w + h) - loss(w)) / h    # ভুল: h-এর শুরুর মান নেই, তাই slope(loss, w) ডাকা যায় না


def step(w, s, lr):
    """ঢাল s-এর উল্টো দিকে এক ধাপ: নতুন w ফেরত দেয়।"""
    return w - lr * s
