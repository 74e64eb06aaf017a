import math


def record_norm(log, name):
    """একটি hook বানান: gradient (সারির তালিকা) পেলে log-এ (name, L2 মাপ) যোগ করে, আর কিছু ফেরত দেয় না।"""

    def hook(grad):
        total = 0.0
        for row in grad:
            for value in row:
                total += value * value
        log.append((name, math.sqrt(total)))

    return hook


def vanishing(log, ratio=0.01):
    """log-এর যে নামগুলোর মাপ সবচেয়ে বড় মাপের ratio গুণের চেয়ে ছোট, log-এর ক্রমে।"""
    largest = max(norm for _, norm in log)
    return [name for name, norm in log if norm < 0.01 * largest]
