def mean_abs_error(predicted, actual):
    total = 0.0
    for p, a in zip(predicted, actual):
        total += abs(p - a)
    return total
