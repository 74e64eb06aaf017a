def test_exact_division():
    """সমান ভাগ হলে কত call-এ compile-এর খরচ ওঠে।"""
    # প্রতি call-এ 80 − 60 = 20 µs বাঁচে; 2 সেকেন্ড = 2,000,000 µs; 2,000,000 / 20 = 100,000 call
    expect("break_even(2, 80, 60)", break_even(2, 80, 60), 100_000)


def test_round_up():
    """ভাগ সমান না হলে ওপরের দিকে গোল।"""
    # 1,000,000 / 30 = 33,333.3…: 33,333 call-এ বাঁচে 999,990 µs (কম), 33,334-এ 1,000,020 µs
    expect("break_even(1, 70, 40)", break_even(1, 70, 40), 33_334)


def test_slower_never_pays():
    """compiled call ধীর বা সমান হলে খরচ কখনো ওঠে না।"""
    # compiled call ধীর বা সমান: যত call-ই হোক, compile-এর খরচ ওঠে না
    expect("break_even(3, 100, 105)", break_even(3, 100, 105), None)
    expect("break_even(3, 100, 100)", break_even(3, 100, 100), None)


def test_tiny_saving():
    """প্রতি call-এ সামান্য বাঁচলেও উত্তর আসে।"""
    # 0.5 সেকেন্ড, প্রতি call-এ 1 µs বাঁচে: 500,000 call
    expect("break_even(0.5, 41, 40)", break_even(0.5, 41, 40), 500_000)
