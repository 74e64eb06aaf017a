def baseline_accuracy(train_labels, valid_labels):
    counts = {}
    for c in train_labels:
        counts[c] = counts.get(c, 0) + 1
    guess = max(counts, key=counts.get)
    return sum(1 for c in valid_labels if c == guess)   # ভুল: কতগুলো ঠিক, ভাগ নয়
