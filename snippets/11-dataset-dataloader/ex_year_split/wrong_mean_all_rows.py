def split_by_year(rows, val_years):
    val_years = set(val_years)
    train = [r for r in rows if r[1] not in val_years]
    val = [r for r in rows if r[1] in val_years]
    mean = [sum(r[2 + k] for r in rows) / len(rows) for k in range(6)]   # ভুল: গড় সব সারি থেকে
    return train, val, mean
