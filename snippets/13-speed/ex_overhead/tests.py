def test_between_two_measurements():
    # batch 1-এ 1000 µs, batch 1001-এ 3000 µs: প্রতি নমুনা (3000 − 1000) / 1000 = 2 µs, বাঁধা খরচ 998 µs
    # batch 64-এ ধাপ 998 + 128 = 1126 µs, প্রতি নমুনা 1126 / 64 = 17.59375
    expect("per_sample_us(1, 1000, 1001, 3000, 64)", per_sample_us(1, 1000, 1001, 3000, 64), 17.59375, tol=1e-9)


def test_batch_one_is_all_overhead():
    # একই মাপ, batch 1: পুরো ধাপ এক নমুনার ঘাড়ে, 998 + 2 = 1000 µs
    expect("per_sample_us(1, 1000, 1001, 3000, 1)", per_sample_us(1, 1000, 1001, 3000, 1), 1000.0, tol=1e-9)


def test_order_of_measurements():
    # বড় batch-এর মাপ আগে দিলেও একই উত্তর: batch 512-এ ধাপ 998 + 1024 = 2022 µs, ÷ 512
    expect("per_sample_us(1001, 3000, 1, 1000, 512)", per_sample_us(1001, 3000, 1, 1000, 512),
           2022 / 512, tol=1e-9)


def test_fractional_cost_and_first_batch_not_one():
    # batch 10-এ 250 µs, batch 40-এ 330 µs: প্রতি নমুনা 80 / 30 = 2.666… µs (পূর্ণসংখ্যা নয়),
    # বাঁধা খরচ 250 − 10 × 80/30 = 223.333… µs; batch 100-এ ধাপ 250 + 90 × 80/30 = 490 µs, ÷ 100
    expect("per_sample_us(10, 250, 40, 330, 100)", per_sample_us(10, 250, 40, 330, 100), 4.9, tol=1e-9)
