def test_one_step():
    """এক ধাপের tape: `a` পায় তীরের local derivative, ফল নিজে পায় ১।"""
    # b = 3·a: ∂b/∂a = 3, আর ∂b/∂b = 1
    tape = [("b", [("a", 3.0)])]
    expect("sweep([('b', [('a', 3.0)])])", sweep(tape), {"a": 3.0, "b": 1.0}, tol=1e-12)


def test_chain_of_two():
    """দুই ধাপের শিকলে local derivative-গুলো গুণ হয় (chain rule)।"""
    # b = 2·a, c = 5·b: ∂c/∂b = 5, ∂c/∂a = 5 × 2 = 10
    tape = [("b", [("a", 2.0)]), ("c", [("b", 5.0)])]
    expect("sweep(chain)['a']", sweep(tape)["a"], 10.0, tol=1e-12)


def test_tea_stall():
    """চায়ের দোকানের tape: দুই পথে আসা gradient যোগ হয়।"""
    # পাঠের টং দোকান, দাম ১৫-এ: cups দুই পথে, price-ও দুই পথে
    # ∂profit/∂cups = 1·15 + (−1)·6 = 9; ∂profit/∂price = 9·(−8) + 1·80 = 8
    tape = [("cups", [("price", -8.0)]),
            ("income", [("price", 80.0), ("cups", 15.0)]),
            ("cost", [("cups", 6.0)]),
            ("profit", [("income", 1.0), ("cost", -1.0)])]
    grads = sweep(tape)
    expect("sweep(tea)['cups']", grads["cups"], 9.0, tol=1e-12)
    expect("sweep(tea)['price']", grads["price"], 8.0, tol=1e-12)


def test_same_value_twice_in_one_step():
    """এক ধাপে একই মান দুবার (`x·x`): দুই তীরের gradient যোগ হয়।"""
    # s = x·x, x = 3-এ: গুণের দুই দিকেই x, প্রতিটির local derivative অন্যটি, 3; মোট 3 + 3 = 6
    tape = [("s", [("x", 3.0), ("x", 3.0)])]
    expect("sweep([('s', [('x', 3.0), ('x', 3.0)])])['x']", sweep(tape)["x"], 6.0, tol=1e-12)


def test_unused_step_gets_zero():
    """ফলে পৌঁছায় না এমন ধাপেরও নাম থাকে, gradient ০।"""
    # d কেউ পড়ে না, তাই ফল e-তে তার কোনো প্রভাব নেই: ০; a শুধু e-এর পথে পৌঁছায়
    tape = [("d", [("a", 4.0)]), ("e", [("a", 2.0)])]
    grads = sweep(tape)
    assert "d" in grads, "ফলে যায় না এমন ধাপেরও নাম থাকবে, মান ০"
    expect("sweep(tape)['d']", grads["d"], 0.0, tol=1e-12)
    expect("sweep(tape)['a']", grads["a"], 2.0, tol=1e-12)
