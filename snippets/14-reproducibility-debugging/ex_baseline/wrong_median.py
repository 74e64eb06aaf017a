def baseline_accuracy(train_labels, valid_labels):
    guess = sorted(train_labels)[len(train_labels) // 2]      # ভুল: মাঝের শ্রেণি (median), সবচেয়ে বেশি দেখাটি নয়
    return sum(1 for c in valid_labels if c == guess) / len(valid_labels)
