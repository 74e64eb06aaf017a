def mean_abs_error(predicted, actual):
    """অনুমান করা ভাড়া আর আসল ভাড়ার পার্থক্যের পরম মানের গড়।"""
    total = 0.0
    for p, a in zip(predicted, actual):
        total += abs(p - a)
    return total / len(actual)
