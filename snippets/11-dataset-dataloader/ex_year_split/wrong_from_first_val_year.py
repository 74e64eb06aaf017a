def split_by_year(rows, val_years):
    first = min(val_years)
    train = [r for r in rows if r[1] < first]
    val = [r for r in rows if r[1] >= first]                  # ভুল: প্রথম val বছর থেকে শেষ পর্যন্ত সব val
    mean = [sum(r[2 + k] for r in train) / len(train) for k in range(6)]
    return train, val, mean
