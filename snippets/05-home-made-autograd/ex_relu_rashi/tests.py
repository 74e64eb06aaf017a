def arrow(node):
    """node-এর একমাত্র তীর: (parent, local derivative)।"""
    assert len(node.links) == 1, f"relu-এর node-এ তীর হওয়ার কথা একটি, আছে {len(node.links)}টি"
    return node.links[0]


def test_positive_input():
    """ধনাত্মক input-এ relu মানটি রাখে, ঢাল ১, তীর যায় input-এর দিকে।"""
    a = Rashi(0.8)
    r = relu(a)
    expect("relu(Rashi(0.8)).val", r.val, 0.8)
    parent, local = arrow(r)
    assert parent is a, "তীরটি যাওয়ার কথা a-এর দিকে, relu যে Rashi পেয়েছে"
    # a একটু বাড়ালে output-ও ঠিক ততটা বাড়ে: ঢাল 1
    expect("relu(Rashi(0.8))-এর local derivative", local, 1.0)
    assert r.kind == "relu", f"নতুন node-এর kind হওয়ার কথা \"relu\", এল {r.kind!r}"
    assert type(local) is float, (f"local derivative হওয়ার কথা একটি float, এল {type(local).__name__} "
                                  f"({local!r}); তুলনার ফল (True/False) নয়, সংখ্যাটি দিন")


def test_negative_input():
    """ঋণাত্মক input-এ relu দেয় ০, ঢাল ০।"""
    r = relu(Rashi(-1.5))
    expect("relu(Rashi(-1.5)).val", r.val, 0.0)
    # a একটু নাড়ালেও output 0-ই থাকে: ঢাল 0
    expect("relu(Rashi(-1.5))-এর local derivative", arrow(r)[1], 0.0)


def test_zero_input():
    """ঠিক ০-তে মান ০, ঢাল ০ (PyTorch-এর মতো)।"""
    r = relu(Rashi(0.0))
    expect("relu(Rashi(0.0)).val", r.val, 0.0)
    # ঠিক 0-তে ঢাল সংজ্ঞায় নেই; প্রশ্নের মতো (আর PyTorch-এর মতো) এখানে 0 ধরা হয়
    expect("relu(Rashi(0.0))-এর local derivative", arrow(r)[1], 0.0)


def test_input_untouched():
    """relu নতুন একটি Rashi দেয়; input যেমন ছিল তেমনই থাকে।"""
    a = Rashi(-1.5)
    r = relu(a)
    assert r is not a, "relu নতুন একটি Rashi ফেরত দেবে; a নিজেই ফেরত এসেছে"
    expect("relu(a)-এর পরে a.val", a.val, -1.5)
    assert a.links == () and a.kind == "leaf", "relu-এর পরে a-এর তীর বা kind বদলে গেছে; a যেমন ছিল তেমন থাকার কথা"


def test_matches_central_difference():
    """local derivative দুই দিকে নেড়ে মাপা ঢালের সঙ্গে মেলে।"""
    h = 1e-6
    for z in (-0.7, 0.3, 2.0):
        slope = (max(z + h, 0.0) - max(z - h, 0.0)) / (2 * h)
        local = arrow(relu(Rashi(z)))[1]
        assert abs(local - slope) < 1e-6, (f"relu(Rashi({z}))-এর local derivative {local}, "
                                           f"কিন্তু a-কে দুদিকে সামান্য নেড়ে মাপা ঢাল প্রায় {slope:.6f}")
