def square(w):
    return w * w


def test_slope_of_square():
    # (3.001² − 9) / 0.001 = 0.006001 / 0.001 = 6.001
    expect("slope(square, 3.0, 0.001)", slope(square, 3.0, 0.001), 6.001, tol=1e-6)


def test_step_goes_downhill():
    # ঢাল ধনাত্মক: w কমবে। 4 − 0.5 × 2 = 3
    expect("step(4.0, 2.0, 0.5)", step(4.0, 2.0, 0.5), 3.0, tol=1e-12)
    # ঢাল ঋণাত্মক: w বাড়বে। 1 − 0.25 × (−4) = 2
    expect("step(1.0, -4.0, 0.25)", step(1.0, -4.0, 0.25), 2.0, tol=1e-12)


def test_reaches_the_bottom():
    def bowl(w):
        return (w - 2.5) ** 2          # তলা w = 2.5-এ

    w = 4.0
    for _ in range(50):
        w = step(w, slope(bowl, w, 1e-6), 0.1)
    assert abs(w - 2.5) < 1e-3, f"w = 4 থেকে ৫০ ধাপ পরে w = {w}; বাটির তলা 2.5-এ"
