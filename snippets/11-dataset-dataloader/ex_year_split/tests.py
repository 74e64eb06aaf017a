def make_rows():
    # দুটি স্টেশন × তিনটি বছর × দুটি দিন, file-এর মতো স্টেশন ধরে সাজানো। মাপ: বছর 2024-এ 100, অন্য বছরে 10
    rows = []
    for station in (0, 1):
        for year in (2022, 2023, 2024):
            for day in (0, 1):
                v = 100 if year == 2024 else 10
                rows.append((station, year, v, 1, v, v, v, day, 2 if year == 2024 else 0))
    return rows


def test_every_station_in_val():
    """validation-এ প্রতিটি স্টেশনের শেষ বছর থাকে।"""
    # val-এ দুটি স্টেশনেরই 2024: ফাইলের শেষ অংশ কেটে নিলে শুধু শেষ স্টেশন আসত
    _, val, _ = split_by_year(make_rows(), [2024])
    expect("val-এর স্টেশনগুলো", sorted({r[0] for r in val}), [0, 1])


def test_no_year_on_both_sides():
    """কোনো বছর দুই ভাগেই থাকে না।"""
    train, val, _ = split_by_year(make_rows(), [2024])
    both = sorted({r[1] for r in train} & {r[1] for r in val})
    expect("দুই ভাগেই থাকা বছর", both, [])
    expect("val-এর বছরগুলো", sorted({r[1] for r in val}), [2024])


def test_every_row_once_in_order():
    """প্রতিটি সারি ঠিক একবার, file-এর ক্রমে।"""
    rows = make_rows()
    train, val, _ = split_by_year(rows, [2023, 2024])
    expect("len(train), len(val)", (len(train), len(val)), (4, 8))
    expect("train", train, [r for r in rows if r[1] == 2022])
    expect("val", val, [r for r in rows if r[1] in (2023, 2024)])


def test_mean_from_train_only():
    """গড় হিসাব হয় শুধু training-এর সারি থেকে।"""
    # train = 2022 আর 2023-এর সারি: প্রথম মাপ সবখানে 10, তাই গড় 10 (সব সারি নিলে (8·10 + 4·100) / 12 = 40)
    _, _, mean = split_by_year(make_rows(), [2024])
    expect("mean", mean, [10.0, 1.0, 10.0, 10.0, 10.0, 0.5], tol=1e-9)


def test_years_as_range():
    """validation-এর বছর যেকোনো সংগ্রহে দেওয়া যায়: list, set, range।"""
    # val_years যেকোনো সংগ্রহ হতে পারে: list, set, range
    _, val, _ = split_by_year(make_rows(), range(2023, 2025))
    expect("split_by_year(rows, range(2023, 2025))-এর len(val)", len(val), 8)


def test_middle_year():
    """validation মাঝের বছরও হতে পারে।"""
    # val সবসময় শেষের বছর নয়: এখানে মাঝের 2023 validation, আগের 2022 আর পরের 2024 training
    train, val, _ = split_by_year(make_rows(), [2023])
    expect("val-এর বছরগুলো", sorted({r[1] for r in val}), [2023])
    expect("train-এর বছরগুলো", sorted({r[1] for r in train}), [2022, 2024])


def test_years_apart():
    """validation-এর বছর পাশাপাশি না হলে মাঝের বছরটি training-এ থাকে।"""
    # val-এর বছর পাশাপাশি না-ও হতে পারে: চার বছরের মধ্যে 2022 আর 2024 validation, 2021 আর মাঝের 2023 training
    rows = [(s, y, 10, 1, 10, 10, 10, 0, 0) for s in (0, 1) for y in (2021, 2022, 2023, 2024)]
    train, val, _ = split_by_year(rows, [2022, 2024])
    expect("split_by_year(rows, [2022, 2024])-এ val-এর বছরগুলো", sorted({r[1] for r in val}), [2022, 2024])
    expect("split_by_year(rows, [2022, 2024])-এ train-এর বছরগুলো", sorted({r[1] for r in train}), [2021, 2023])


def test_mean_over_rows():
    """গড় নেওয়া হয় সারি ধরে, বছরের গড়ের গড় নয়।"""
    # 2022-এ একটি বাড়তি দিন (মাপ 70): train = 2022-এর পাঁচটি সারি আর 2023-এর চারটি।
    # প্রথম মাপের গড় সারি ধরে (8·10 + 70) / 9 = 150 / 9; বছরের গড়ের গড় হলে (22 + 10) / 2 = 16
    rows = make_rows()
    rows.insert(2, (0, 2022, 70, 1, 70, 70, 70, 2, 0))
    _, _, mean = split_by_year(rows, [2024])
    expect("বাড়তি দিনসহ mean-এর প্রথম মাপ", mean[0], 150 / 9, tol=1e-9)
