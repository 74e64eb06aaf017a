def test_one_pair():
    expect("mean_abs_error([10], [7])", mean_abs_error([10], [7]), 3.0, tol=1e-9)


def test_signs_cancel_not():
    # 5 আর 9-এর ভুল উল্টো দিকে: −2 আর +2, পরম মানে 2 আর 2, গড় 2
    expect("mean_abs_error([5, 9], [7, 7])", mean_abs_error([5, 9], [7, 7]), 2.0, tol=1e-9)


def test_three_stops():
    expect("mean_abs_error([20, 25, 30], [20, 20, 20])", mean_abs_error([20, 25, 30], [20, 20, 20]), 5.0, tol=1e-9)
