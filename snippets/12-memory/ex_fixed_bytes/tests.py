def test_smallest_sgd():
    """সবচেয়ে ছোট network-এ SGD: weight আর gradient-এর byte।"""
    # [2, 1]: weight 2টি + bias 1টি = 3টি সংখ্যা; weight আর grad: 2 × 3 × 4 = 24
    expect('fixed_bytes([2, 1], "sgd")', fixed_bytes([2, 1], "sgd"), 24)


def test_momentum():
    """momentum-সহ SGD: weight, gradient আর momentum-এর byte।"""
    # 9·32+32 + 32·32+32 + 32·3+3 = 1475টি সংখ্যা; weight, grad, momentum: 3 × 1475 × 4 = 17700
    expect('fixed_bytes([9, 32, 32, 3], "momentum")', fixed_bytes([9, 32, 32, 3], "momentum"), 17700)


def test_adam_small():
    """ছোট network-এ Adam: চারটি কপি আর প্রতিটি tensor-এর ধাপ-সংখ্যা।"""
    # [4, 2]: 8 + 2 = 10টি সংখ্যা, 2টি tensor; 4 কপি × 10 × 4 = 160, আর step 2 × 4 = 8
    expect('fixed_bytes([4, 2], "adam")', fixed_bytes([4, 2], "adam"), 168)


def test_adam_flood_body():
    """বন্যার network-এ Adam-এর স্থির byte।"""
    # 1475টি সংখ্যা, 6টি tensor: 4 × 1475 × 4 + 6 × 4 = 23624
    expect('fixed_bytes([9, 32, 32, 3], "adam")', fixed_bytes([9, 32, 32, 3], "adam"), 23624)
