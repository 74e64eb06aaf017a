def baseline_accuracy(train_labels, valid_labels):
    """training-এ সবচেয়ে বেশি দেখা শ্রেণিটি সব validation দিনে বললে accuracy কত (০ থেকে ১)।"""
    # TODO: training-এর সংখ্যাগুরু শ্রেণি, তারপর validation-এ তার ভাগ
    return 0.0
