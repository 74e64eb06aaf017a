def baseline_accuracy(train_labels, valid_labels):
    guess = round(sum(train_labels) / len(train_labels))      # ভুল: শ্রেণির গড়, সবচেয়ে বেশি দেখাটি নয়
    return sum(1 for c in valid_labels if c == guess) / len(valid_labels)
