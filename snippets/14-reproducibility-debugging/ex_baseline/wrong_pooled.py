def baseline_accuracy(train_labels, valid_labels):
    # ভুল: training আর validation মিলিয়ে গোনা; validation-এর উত্তর বাছাইয়ে ঢুকে পড়ে
    counts = {}
    for c in list(train_labels) + list(valid_labels):
        counts[c] = counts.get(c, 0) + 1
    guess = max(counts, key=counts.get)
    return sum(1 for c in valid_labels if c == guess) / len(valid_labels)
