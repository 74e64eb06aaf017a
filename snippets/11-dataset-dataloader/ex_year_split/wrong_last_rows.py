def split_by_year(rows, val_years):
    n_val = sum(1 for r in rows if r[1] in set(val_years))
    train, val = rows[:-n_val], rows[-n_val:]         # ভুল: ফাইলের শেষ সারিগুলো "শেষ বছর" ধরে নেওয়া
    mean = [sum(r[2 + k] for r in train) / len(train) for k in range(6)]
    return train, val, mean
