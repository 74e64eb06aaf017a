def split_by_year(rows, val_years):
    train = [r for r in rows if r[1] not in val_years]
    val = [r for y in val_years for r in rows if r[1] == y]   # ভুল: বছর ধরে জোড়া, file-এর ক্রম হারায়
    mean = [sum(r[2 + k] for r in train) / len(train) for k in range(6)]
    return train, val, mean
