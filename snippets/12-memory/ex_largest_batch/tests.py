def test_fixed_part_first():
    """আগে স্থির অংশ বাদ, তারপর বাকিতে কত দিন ধরে।"""
    # 1000 − 400 = 600 বাকি, দিন-প্রতি 100: 6টি দিন
    expect("largest_batch(1000, 400, 100, 0)", largest_batch(1000, 400, 100, 0), 6)


def test_exact_fit():
    """ঠিক সীমায় পড়লেও ধরে।"""
    # 400 + 6 × 100 + 4 = 1004: ঠিক সীমায়, তাই 6 ধরে
    expect("largest_batch(1004, 400, 100, 4)", largest_batch(1004, 400, 100, 4), 6)


def test_once_counts():
    """একবারের byte-ও গোনা হয়।"""
    # 1002-এ 6টি দিনে 1004 লাগে, এক byte-ও বেশি চলে না: 5
    expect("largest_batch(1002, 400, 100, 4)", largest_batch(1002, 400, 100, 4), 5)


def test_nothing_fits():
    """স্থির অংশই সীমার বেশি হলে কোনো batch নেই।"""
    # স্থির অংশই সীমার বেশি: কোনো batch নেই
    expect("largest_batch(300, 400, 100, 0)", largest_batch(300, 400, 100, 0), 0)


def test_once_does_not_fit():
    """স্থির অংশ ধরলেও একবারের byte-সহ না ধরলে কোনো batch নেই।"""
    # স্থির অংশ ধরে (400 ≤ 402), কিন্তু একবারের 4 byte-সহ 404 > 402: একটি দিনও নয়
    expect("largest_batch(402, 400, 100, 4)", largest_batch(402, 400, 100, 4), 0)


def test_flood_512_on_8_gib():
    """৮ GiB-এ hidden ৫১২-এর বন্যার network-এর সবচেয়ে বড় batch।"""
    # hidden=512, Adam: স্থির 4309308, দিন-প্রতি 8256 (CPU-তে মাপা; GPU-তে হিসাবে কম), একবার 4; 8 GiB = 8589934592
    # (8589934592 − 4309308 − 4) // 8256 = 8585625280 // 8256 = 1039925
    expect("largest_batch(8589934592, 4309308, 8256, 4)", largest_batch(8589934592, 4309308, 8256, 4), 1039925)
