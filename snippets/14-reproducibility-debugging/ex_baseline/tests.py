def test_simple():
    """training-এ সবচেয়ে বেশি যে শ্রেণি, validation-এ তার নির্ভুলতা।"""
    # training-এ 0 বেশি; validation-এর চারটির তিনটি 0: 3 / 4
    expect("baseline_accuracy([0, 0, 1], [0, 1, 0, 0])", baseline_accuracy([0, 0, 1], [0, 1, 0, 0]), 0.75, tol=1e-12)


def test_majority_from_train():
    """সবচেয়ে বেশি শ্রেণি বাছা হয় training থেকে, validation থেকে নয়।"""
    # training-এ 2 বেশি (তিনবার); validation-এ 2 একবার, তিনটির মধ্যে: 1 / 3
    expect("baseline_accuracy([2, 2, 2, 0], [0, 0, 2])", baseline_accuracy([2, 2, 2, 0], [0, 0, 2]), 1 / 3, tol=1e-12)


def test_three_classes():
    """তিনটি শ্রেণিতেও একই নিয়ম।"""
    # আমাদের ধাঁচে: training-এ 0 সাতবার, 1 একবার, 2 দুবার; validation দশটির আটটি 0: 0.8
    train = [0, 0, 0, 0, 0, 0, 0, 1, 2, 2]
    valid = [0, 0, 2, 0, 0, 1, 0, 0, 0, 0]
    expect("baseline_accuracy(train, valid)", baseline_accuracy(train, valid), 0.8, tol=1e-12)


def test_majority_not_first_not_pooled():
    """সবচেয়ে বেশি মানে প্রথমটি নয়, দুই ভাগ মিলিয়েও নয়।"""
    # training-এ 2 তিনবার, 0 একবার আর সবার আগে; validation-এ 0 চারবার, 2 একবার: 2 বললে 1 / 5
    expect("baseline_accuracy([0, 2, 2, 2], [0, 0, 0, 0, 2])",
           baseline_accuracy([0, 2, 2, 2], [0, 0, 0, 0, 2]), 0.2, tol=1e-12)


def test_most_common_not_middle():
    """সবচেয়ে বেশিবার আসা শ্রেণি, যদিও সে অর্ধেকের কম: মাঝেরটি বা গড়টি নয়।"""
    # training-এ 0 তিনবার, 1 দুবার, 2 দুবার: সবচেয়ে বেশি 0, যদিও অর্ধেকের কম (৭টির ৩টি)।
    # সাজানো তালিকার মাঝেরটি বা গড় (দুটিই 1) "সবচেয়ে বেশি দেখা" নয়; validation-এ 0 চারটির একটি: 1 / 4
    expect("baseline_accuracy([0, 0, 0, 1, 1, 2, 2], [0, 1, 1, 2])",
           baseline_accuracy([0, 0, 0, 1, 1, 2, 2], [0, 1, 1, 2]), 0.25, tol=1e-12)
