def split_by_year(rows, val_years):
    first, last = min(val_years), max(val_years)
    val = [r for r in rows if first <= r[1] <= last]         # ভুল: val_years-কে একটানা সময় ধরা
    train = [r for r in rows if not first <= r[1] <= last]
    mean = [sum(r[2 + k] for r in train) / len(train) for k in range(6)]
    return train, val, mean
