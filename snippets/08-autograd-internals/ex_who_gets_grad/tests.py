# পর্ব ০৮-এর script-এর ছোট রূপ: X @ W1 + b1 → sigmoid → @ W2 + b2 → mean
def feeder(**change):
    leaves = {"X": False, "W1": True, "b1": True, "W2": True, "b2": True}
    steps = [("a1", "mm", ["X", "W1"]), ("h1", "add", ["a1", "b1"]), ("s1", "sigmoid", ["h1"]),
             ("a2", "mm", ["s1", "W2"]), ("z", "add", ["a2", "b2"]), ("loss", "mean", ["z"])]
    for name, value in change.items():
        if name in leaves:
            leaves[name] = value
        else:
            steps = [(o, value, i) if o == name else (o, op, i) for o, op, i in steps]
    return steps, leaves


def test_whole_script():
    """পুরো script-এ gradient পায় চারটি weight আর bias, `X` নয়।"""
    # চারটি weight আর bias-ই gradient চায় আর loss-এ পৌঁছায়; X চায় না
    steps, leaves = feeder()
    expect("who_gets_grad(feeder())", who_gets_grad(steps, leaves), ["W1", "W2", "b1", "b2"])


def test_only_leaves():
    """মাঝের tensor-এর `.grad` ভরে না, শুধু leaf-এর।"""
    # h1, z-এর মতো মাঝের tensor-এর .grad ভরে না (retain_grad ছাড়া)
    steps, leaves = feeder()
    got = who_gets_grad(steps, leaves)
    assert all(name in leaves for name in got), f"মাঝের tensor-ও তালিকায় এসেছে: {got}; .grad ভরে শুধু leaf-এ"


def test_frozen_layer():
    """`requires_grad=False` করা weight gradient পায় না।"""
    # W1-এর requires_grad False: শুধু সেটিই বাদ
    steps, leaves = feeder(W1=False)
    expect("who_gets_grad(feeder(W1=False))", who_gets_grad(steps, leaves), ["W2", "b1", "b2"])


def test_side_branch():
    """যে হিসাব loss-এ পৌঁছায় না, তার weight gradient পায় না।"""
    # W3 gradient চায়, কিন্তু তার হিসাব loss-এ পৌঁছায় না: .grad None থাকে
    steps, leaves = feeder()
    leaves["W3"] = True
    steps = [*steps[:3], ("side", "mm", ["s1", "W3"]), *steps[3:]]
    expect("who_gets_grad(... W3 পাশের শাখায় ...)", who_gets_grad(steps, leaves), ["W1", "W2", "b1", "b2"])


def test_detached_feature():
    """`detach()`-এ পেছনের পথ কাটা: তার আগের weight বাদ।"""
    # s1 = h1.detach(): প্রথম layer-এ পেছনের পথ কাটা, W1 আর b1 বাদ
    steps, leaves = feeder(s1="detach")
    expect('who_gets_grad(feeder(s1="detach"))', who_gets_grad(steps, leaves), ["W2", "b2"])


def test_no_grad_layer():
    """`no_grad`-এর ভেতরের হিসাব graph-এ নেই: তার পেছনের সব বাদ।"""
    # দ্বিতীয় mm no_grad-এর ভেতরে: a2 graph-এ নেই, তাই W2-সহ তার পেছনের সবাই বাদ; থাকে b2
    steps, leaves = feeder(a2="no_grad:mm")
    expect('who_gets_grad(feeder(a2="no_grad:mm"))', who_gets_grad(steps, leaves), ["b2"])


def test_nothing_recorded():
    """শেষ ধাপই `no_grad`-এ হলে কেউ gradient পায় না।"""
    # শেষ ধাপই no_grad-এ: loss-এর grad_fn নেই, কেউ কিছু পায় না
    steps, leaves = feeder(loss="no_grad:mean")
    expect('who_gets_grad(feeder(loss="no_grad:mean"))', who_gets_grad(steps, leaves), [])


def test_detached_copy_beside_live_path():
    """`detach()` করা কপি পাশে থাকলেও আসল পথটি graph-এ থাকে।"""
    # gate = s1.detach() নতুন একটি tensor দেয়; s1 নিজে graph-এ থেকেই যায় আর a2-তে চলে
    steps, leaves = feeder()
    steps = [*steps[:3], ("gate", "detach", ["s1"]), *steps[3:5],
             ("zg", "mul", ["z", "gate"]), ("loss", "mean", ["zg"])]
    expect("who_gets_grad(... gate = s1.detach(), s1 চলে a2-তে ...)", who_gets_grad(steps, leaves),
           ["W1", "W2", "b1", "b2"])


def test_rebound_name():
    """নাম `W1` নতুন করে বাঁধলে (`W1 = raw / k`) gradient পায় leaf `raw`, নামটি নয়।"""
    # অংশ ১-এর খসড়া: leaf `raw` gradient চায়, আর W1 = raw / k। নাম W1 এখন ভাগের ফল, leaf নয়
    steps, leaves = feeder()
    leaves["raw"] = True
    steps = [("W1", "div", ["raw"]), *steps]
    expect("who_gets_grad(... W1 = raw / k ...)", who_gets_grad(steps, leaves), ["W2", "b1", "b2", "raw"])


def test_use_before_rebind():
    """`a1 = X @ W1`-এর পরে `W1 = raw / k`: নতুন `W1` বা `raw` loss-এ পৌঁছায় না, তাই কেউ gradient পায় না।"""
    # a1 = X @ W1 হয়ে গেছে, তারপর W1 = raw / k। নতুন W1 কেউ পড়ে না: loss-এর পথ যায় পুরোনো W1-এ।
    # W1 নামটি এখন ভাগের ফল (leaf নয়), আর raw-এর কাছে loss থেকে পথ নেই: কেউ .grad পায় না
    leaves = {"X": False, "W1": True, "raw": True}
    steps = [("a1", "mm", ["X", "W1"]), ("W1", "div", ["raw"]), ("loss", "mean", ["a1"])]
    expect("who_gets_grad(... a1 = X @ W1, তারপর W1 = raw / k, loss = mean(a1) ...)",
           who_gets_grad(steps, leaves), [])
