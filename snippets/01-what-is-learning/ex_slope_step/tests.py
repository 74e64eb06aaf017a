def square(w):
    return w * w


def test_slope_of_square():
    """`w * w`-এর ঢাল `w = 3`-এ, শুধু এক দিকে `h` নেড়ে মাপা।"""
    # (3.001² − 9) / 0.001 = 0.006001 / 0.001 = 6.001
    s = slope(square, 3.0, 0.001)
    # দুই দিকে নাড়া, (loss(w + h) − loss(w − h)) / (2h), এখানে দেয় ঠিক 6: এই অনুশীলনী তা চায় না
    assert abs(s - 6.0) > 1e-7, (
        "`slope(square, 3.0, 0.001)` দিল " + repr(round(s, 6)) + ": মনে হচ্ছে w-এর দুই দিকে নেড়েছেন। "
        "এখানে অংশ ৪-এর মতো শুধু এক দিকে নাড়ুন: (loss(w + h) − loss(w)) / h, যা দেয় 6.001"
    )
    expect("slope(square, 3.0, 0.001)", s, 6.001, tol=1e-6)


def test_default_h():
    """`h` না দিলে ছোট একটি `h` (০.০০০১) ধরা হয়।"""
    # h না দিলে একটুখানি h = 0.0001: (3.0001² − 9) / 0.0001 = 6.0001
    expect("slope(square, 3.0)", slope(square, 3.0), 6.0001, tol=1e-6)


def test_step_goes_downhill():
    """এক ধাপ ঢালের উল্টো দিকে: ঢাল ধনাত্মক হলে `w` কমে, ঋণাত্মক হলে বাড়ে।"""
    # ঢাল ধনাত্মক: w কমবে। 4 − 0.5 × 2 = 3
    expect("step(4.0, 2.0, 0.5)", step(4.0, 2.0, 0.5), 3.0, tol=1e-12)
    # ঢাল ঋণাত্মক: w বাড়বে। 1 − 0.25 × (−4) = 2
    expect("step(1.0, -4.0, 0.25)", step(1.0, -4.0, 0.25), 2.0, tol=1e-12)


def test_reaches_the_bottom():
    """`slope` আর `step` মিলে ৫০ ধাপে বাটির তলায় পৌঁছায়।"""
    def bowl(w):
        return (w - 2.5) ** 2          # তলা w = 2.5-এ

    w = 4.0
    for _ in range(50):
        w = step(w, slope(bowl, w, 1e-6), 0.1)
    assert abs(w - 2.5) < 1e-3, f"w = 4 থেকে ৫০ ধাপ পরে w = {w}; বাটির তলা 2.5-এ"
