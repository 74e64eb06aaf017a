import random


def split_by_year(rows, val_years):
    shuffled = list(rows)
    random.Random(0).shuffle(shuffled)                # ভুল: দিন এলোমেলো করে শেষ তৃতীয়াংশ val
    cut = len(rows) * 2 // 3
    train, val = shuffled[:cut], shuffled[cut:]
    mean = [sum(r[2 + k] for r in train) / len(train) for k in range(6)]
    return train, val, mean
