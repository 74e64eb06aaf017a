def test_one_value_per_day():
    """`(4, 7)` আর `(7,)`: ছোটটি বাঁয়ে ১ নিয়ে চার সারিতে বিছায়।"""
    # (4, 7) আর (7,): (7,) বাঁয়ে ১ নিয়ে (1, 7), তারপর চার সারিতে বিছানো
    expect("broadcast_shape((4, 7), (7,))", broadcast_shape((4, 7), (7,)), (4, 7))


def test_both_sides_stretch():
    """`(4, 1)` আর `(1, 7)`: দুই দিকই বিছিয়ে `(4, 7)`।"""
    # (4, 1) আর (1, 7): প্রথম মাত্রায় 4 আর 1 থেকে 4, দ্বিতীয়তে 1 আর 7 থেকে 7
    expect("broadcast_shape((4, 1), (1, 7))", broadcast_shape((4, 1), (1, 7)), (4, 7))


def test_districts_against_days():
    """`(4, 7)` আর `(4,)`: ডান দিক থেকে ৭ আর ৪ মেলে না, broadcast হয় না।"""
    # (4, 7) আর (4,): ডান দিক থেকে 7 আর 4 মুখোমুখি, কোনোটিই 1 নয়
    try:
        got = broadcast_shape((4, 7), (4,))
    except ValueError:
        return
    raise AssertionError(f"`broadcast_shape((4, 7), (4,))` দিল {got}, হওয়ার কথা ValueError")


def test_middle_dimension_mismatch():
    """মাঝের মাত্রা না মিললে broadcast হয় না, শেষটি মিললেও।"""
    # (2, 4, 7) আর (2, 7): (2, 7) বাঁয়ে ১ নিয়ে (1, 2, 7); শেষ মাত্রা মেলে, কিন্তু মাঝে 4 আর 2, কোনোটিই 1 নয়
    try:
        got = broadcast_shape((2, 4, 7), (2, 7))
    except ValueError:
        return
    raise AssertionError(f"`broadcast_shape((2, 4, 7), (2, 7))` দিল {got}, হওয়ার কথা ValueError")


def test_weeks_get_padded():
    """`(2, 4, 7)` আর `(4, 7)`: ছোটটি বাঁয়ে ১ নিয়ে সপ্তাহের মাত্রায় বিছায়।"""
    # (2, 4, 7) আর (4, 7): (4, 7) বাঁয়ে ১ নিয়ে (1, 4, 7); সপ্তাহের মাত্রা 2 থেকে যায়
    expect("broadcast_shape((2, 4, 7), (4, 7))", broadcast_shape((2, 4, 7), (4, 7)), (2, 4, 7))


def test_short_shape_first():
    """ছোট shape আগে দিলেও একই ফল।"""
    # একই জোড়া উল্টো ক্রমে: (7,) আর (2, 4, 7) থেকেও (2, 4, 7)
    expect("broadcast_shape((7,), (2, 4, 7))", broadcast_shape((7,), (2, 4, 7)), (2, 4, 7))


def test_silent_square():
    """`(5,)` আর `(5, 1)` চুপচাপ `(5, 5)` হয়: অংশ ৩-এর ফাঁদ।"""
    # অংশ ৩-এর ফাঁদ: (5,) হয় (1, 5), আর (5, 1)-এর সঙ্গে দুই দিকে বিছিয়ে (5, 5)
    expect("broadcast_shape((5,), (5, 1))", broadcast_shape((5,), (5, 1)), (5, 5))


def test_empty_dimension():
    """০ আর ১-এর মাত্রা মিলে ০, বড়টি নয়।"""
    # 0 আর 1: 1 মানে "বিছিয়ে দাও", তাই ফল 0, বড়টি (1) নয়
    expect("broadcast_shape((0,), (1,))", broadcast_shape((0,), (1,)), (0,))


def test_single_number():
    """একটিমাত্র সংখ্যার shape `()`: যেকোনো shape-এর সঙ্গে মেলে।"""
    # (4, 7) আর (): একটিমাত্র সংখ্যার shape খালি tuple; বাঁয়ে দুটি ১ নিয়ে (1, 1)
    expect("broadcast_shape((4, 7), ())", broadcast_shape((4, 7), ()), (4, 7))
