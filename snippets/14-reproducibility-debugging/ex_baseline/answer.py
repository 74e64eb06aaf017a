def baseline_accuracy(train_labels, valid_labels):
    """training-এ সবচেয়ে বেশি দেখা শ্রেণিটি সব validation দিনে বললে accuracy কত (০ থেকে ১)।"""
    counts = {}
    for c in train_labels:
        counts[c] = counts.get(c, 0) + 1
    guess = max(counts, key=counts.get)
    hits = 0
    for c in valid_labels:
        if c == guess:
            hits += 1
    return hits / len(valid_labels)
