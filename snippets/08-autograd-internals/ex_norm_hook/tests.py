def test_one_row():
    """এক সারির gradient-এর মাপ: বর্গের যোগফলের বর্গমূল।"""
    # [[3, 4]]: √(9 + 16) = 5
    log = []
    record_norm(log, "W4")([[3.0, 4.0]])
    expect('record_norm(log, "W4")([[3.0, 4.0]]) তারপর log', log, [("W4", 5.0)], tol=1e-12)


def test_every_row_counts():
    """মাপে gradient-এর প্রতিটি সারি গোনা হয়।"""
    # [[1, 2], [2, 4]]: √(1 + 4 + 4 + 16) = 5, দুই সারিই গুনতে হবে
    log = []
    record_norm(log, "W3")([[1.0, 2.0], [2.0, 4.0]])
    expect('record_norm(log, "W3")([[1.0, 2.0], [2.0, 4.0]]) তারপর log', log, [("W3", 5.0)], tol=1e-12)


def test_leaves_gradient_alone():
    """hook gradient বদলায় না, শুধু মাপ টুকে রাখে।"""
    # hook কিছু ফেরত দিলে PyTorch সেটিকেই নতুন gradient ধরে; আমাদের hook শুধু দেখে
    back = record_norm([], "W2")([[0.5]])
    assert back is None, f"hook ফেরত দিল {back!r}; শুধু দেখার hook None ফেরত দেয়"


def test_value_seen_then():
    """hook টুকে রাখে তখনকার মাপ, পরে বদলানো memory নয়।"""
    # PyTorch পরে সেই memory-তে অন্য কিছু লিখতে পারে (zero_grad, পরের ধাপ): log-এ তখনকার মাপটাই থাকা চাই
    log = []
    grad = [[0.0, 2.0]]
    record_norm(log, "W1")(grad)
    grad[0][1] = 0.0
    expect('record_norm(log, "W1")([[0.0, 2.0]]) তারপর log-এর মাপ, gradient-এর তালিকা পরে শূন্য হলেও',
           [n for _, n in log], [2.0], tol=1e-12)


def test_backward_order():
    """মাপ টোকা হয় backward-এর ক্রমে (শেষ layer আগে); তবু ছোট gradient-এর layer ঠিক ধরা পড়ে।"""
    # backward শেষ layer থেকে শুরু করে: W4 আগে, W1 শেষে। বড়টির ১%-এর নিচে শুধু W1
    log = []
    for name, grad in [("W4", [[3.0, 4.0]]), ("W3", [[0.9]]), ("W2", [[0.3]]), ("W1", [[0.012]])]:
        record_norm(log, name)(grad)
    expect("vanishing(log)", vanishing(log), ["W1"])


def test_ratio_not_absolute():
    """ছোট বলা হয় বড়টির তুলনায়, নির্দিষ্ট মাপে নয়।"""
    # বড় gradient-এর network: মাপ 500, 40, 3; বড়টির ১% মানে 5, তাই শুধু শেষটি
    log = [("W3", 500.0), ("W2", 40.0), ("W1", 3.0)]
    expect("vanishing(log, 0.01)", vanishing(log, 0.01), ["W1"])


def test_largest_not_first():
    """সবচেয়ে বড় মাপ সবসময় প্রথমে টোকা হয় না।"""
    # সবচেয়ে বড় মাপ সবসময় প্রথমে টোকা হয় না: এখানে W3 80; তার ১% মানে 0.8, তাই বাকি তিনটিই
    log = [("W4", 0.5), ("W3", 80.0), ("W2", 0.6), ("W1", 0.2)]
    expect("vanishing(log, 0.01)", vanishing(log, 0.01), ["W4", "W2", "W1"])


def test_ratio_used():
    """দেওয়া `ratio`-ই কাজে লাগে।"""
    # ratio = 0.1: বড়টি 50, তার ১০% মানে 5; 4 আর 0.3 দুটিই নিচে (ratio 0.01 ধরলে শুধু 0.3)
    log = [("W3", 50.0), ("W2", 4.0), ("W1", 0.3)]
    expect("vanishing(log, 0.1)", vanishing(log, 0.1), ["W2", "W1"])
