def baseline_accuracy(train_labels, valid_labels):
    # ভুল: প্রথম training label-টিকেই সংখ্যাগুরু ধরে নেওয়া
    guess = train_labels[0]
    return sum(1 for c in valid_labels if c == guess) / len(valid_labels)
