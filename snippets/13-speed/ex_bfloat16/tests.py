def test_one_stays():
    """১ bfloat16-এ ঠিক লেখা যায়: বদলায় না।"""
    # ১ ঠিক bfloat16-এ লেখা যায়: বদলাবে না
    expect("to_bfloat16(1.0)", to_bfloat16(1.0), 1.0)


def test_point_one():
    """০.১ গোল হয় সবচেয়ে কাছের bfloat16-এ।"""
    # 0.1 float32-এ 0x3DCCCCCD; নিচের ১৬ bit 0xCCCD, অর্ধেকের (0x8000) বেশি, তাই ওপরে:
    # 0x3DCD → 1.6015625 × 2⁻⁴ = 0.10009765625 (torch-ও তাই ছাপে, অংশ ৩)
    expect("to_bfloat16(0.1)", to_bfloat16(0.1), 0.10009765625)


def test_tie_goes_to_even():
    """ঠিক মাঝখানে পড়লে গোল হয় জোড়ের দিকে।"""
    # ১-এর পাশে bfloat16-এর ফাঁক 2⁻⁷ = 0.0078125; 1 + 2⁻⁸ ঠিক মাঝখানে, জোড় দিক ১.০
    expect("to_bfloat16(1.00390625)", to_bfloat16(1.00390625), 1.0)


def test_tie_to_even_can_go_up():
    """জোড়ের দিকে গোল করা ওপরেও যেতে পারে।"""
    # 1 + 3·2⁻⁸ পড়ে 1.0078125 (শেষ bit ১) আর 1.015625 (শেষ bit ০)-এর ঠিক মাঝে: জোড়টি ওপরের
    expect("to_bfloat16(1.01171875)", to_bfloat16(1.01171875), 1.015625)
    expect("to_bfloat16(-1.01171875)", to_bfloat16(-1.01171875), -1.015625)


def test_big_numbers_lose_units():
    """বড় সংখ্যায় দুই মানের ফাঁক বড়: একক হারায়।"""
    # ২৫৬ থেকে ৫১২-এর মধ্যে ফাঁক ২: 300.5-এর সবচেয়ে কাছে 300, আর 301 মাঝখানে পড়ে জোড় দিকে 300
    expect("to_bfloat16(300.5)", to_bfloat16(300.5), 300.0)
    expect("to_bfloat16(301.0)", to_bfloat16(301.0), 300.0)
    expect("to_bfloat16(303.0)", to_bfloat16(303.0), 304.0)


def test_carry_into_exponent():
    """গোল করায় mantissa ছাপিয়ে exponent বাড়ে।"""
    # 1.99999 float32-এ 0x3FFFFFAC: ওপরের ১৬ bit-এর mantissa-র ৭ bit সবই ১, নিচের অংশ অর্ধেকের বেশি।
    # ১ যোগ হলে সেটি mantissa ছাপিয়ে exponent-এ যায়: 0x4000 → ঠিক 2.0 (torch-ও 2.0 দেয়)
    expect("to_bfloat16(1.99999)", to_bfloat16(1.99999), 2.0)
    expect("to_bfloat16(255.9)", to_bfloat16(255.9), 256.0)



def test_float32_first():
    """x আগে float32 হয়, তারপর bfloat16: x থেকে সরাসরি গোল করলে ফল আলাদা হতে পারে।"""
    # tensor-এ সংখ্যা আগে float32 হয়, তারপর bfloat16: x থেকে সরাসরি (float64 থেকে) গোল করলে
    # দুবার গোল করার বদলে একবার হয়, আর মাঝখানের কাছের x-এ ফল আলাদা হতে পারে।
    # তাই উত্তর x-এর float32-এর উত্তরের সমান হতেই হবে
    import struct
    for x in (1 + 2**-8 + 2**-30, 1 + 3 * 2**-8 - 2**-30):
        x32 = struct.unpack("<f", struct.pack("<f", x))[0]
        expect(f"to_bfloat16({x!r}) == to_bfloat16({x32!r})", to_bfloat16(x), to_bfloat16(x32))
