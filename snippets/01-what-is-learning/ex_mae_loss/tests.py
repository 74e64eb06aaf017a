def test_two_days():
    # দুই দিনের আন্দাজ 20 আর 40, আসল 25 আর 35: একদিন 5 কম, একদিন 5 বেশি
    expect("mae(2.0, [10, 20], [25, 35])", mae(2.0, [10, 20], [25, 35]), 5.0, tol=1e-9)


def test_selim_khata_at_w_2():
    temps = [29, 31, 33, 30, 35, 36, 28, 32, 34, 37]
    sales = [71, 73, 81, 70, 83, 88, 68, 78, 80, 90]
    # অংশ ১-এর ভুলের কলাম, w = 2-এ
    errors = [-13, -11, -15, -10, -13, -16, -12, -14, -12, -16]
    expected = sum(abs(e) for e in errors) / len(errors)
    expect("mae(2.0, temps, sales)", mae(2.0, temps, sales), expected, tol=1e-9)


def test_w_is_used():
    # w = 3: আন্দাজ 30 আর 60, আসল 25 আর 35; ভুল +5 আর +25, গড় (5 + 25) / 2 = 15
    expect("mae(3.0, [10, 20], [25, 35])", mae(3.0, [10, 20], [25, 35]), 15.0, tol=1e-9)
