def pair(result):
    # প্রশ্ন দুটি সংখ্যা চায়, tuple না list, তা বলে না: (2, 1) আর [2, 1] দুটিই ঠিক
    return tuple(result) if isinstance(result, (list, tuple)) else result


def test_five_orders():
    """পাঁচটি অর্ডারে কথা রাখা আর না-রাখার গোনা।"""
    p = [0.9, 0.6, 0.7, 0.4, 0.2]
    y = [1, 0, 0, 1, 0]
    # কথা দেওয়া হলো প্রথম তিনটিতে; তার দ্বিতীয় আর তৃতীয়টি দেরিতে (2)
    # কথা দেওয়া হয়নি শেষ দুটিতে; তার প্রথমটি সময়মতো (1)
    expect("mistakes([0.9, 0.6, 0.7, 0.4, 0.2], [1, 0, 0, 1, 0], 0.5)", pair(mistakes(p, y, 0.5)), (2, 1))


def test_threshold_is_strict():
    """সম্ভাবনা ঠিক threshold-এর সমান হলে কথা দেওয়া হয় না (`p > threshold`)।"""
    # p ঠিক threshold-এর সমান: p > threshold নয়, তাই কথা দেওয়া হয় না
    expect("mistakes([0.5], [1], 0.5)", pair(mistakes([0.5], [1], 0.5)), (0, 1))
    expect("mistakes([0.5], [0], 0.5)", pair(mistakes([0.5], [0], 0.5)), (0, 0))


def test_extreme_thresholds():
    """threshold ০ হলে সবাইকে কথা দেওয়া হয়, ১ হলে কাউকে নয়।"""
    p = [0.9, 0.6, 0.7, 0.4, 0.2]
    y = [1, 0, 0, 1, 0]
    # threshold 0: সবাইকে কথা দেওয়া, তাই প্রতিটি দেরির অর্ডার একটি ভাঙা কথা
    expect("mistakes(p, y, 0.0)", pair(mistakes(p, y, 0.0)), (3, 0))
    # threshold 1: কাউকে কথা নয়, তাই প্রতিটি সময়মতো অর্ডার একটি হারানো সুযোগ
    expect("mistakes(p, y, 1.0)", pair(mistakes(p, y, 1.0)), (0, 2))
