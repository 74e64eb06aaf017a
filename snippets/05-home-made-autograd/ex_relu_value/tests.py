def arrow(node):
    """node-এর একমাত্র তীর: (parent, local derivative)।"""
    assert len(node.parents) == 1, f"relu-এর node-এ তীর হওয়ার কথা একটি, আছে {len(node.parents)}টি"
    return node.parents[0]


def test_positive_input():
    a = Value(0.8)
    r = relu(a)
    expect("relu(Value(0.8)).data", r.data, 0.8, tol=1e-12)
    parent, local = arrow(r)
    assert parent is a, "তীরটি যাওয়ার কথা a-এর দিকে, relu যে Value পেয়েছে"
    # a একটু বাড়ালে output-ও ঠিক ততটা বাড়ে
    expect("relu(Value(0.8))-এর local derivative", local, 1.0, tol=1e-12)


def test_negative_input():
    r = relu(Value(-1.5))
    expect("relu(Value(-1.5)).data", r.data, 0.0, tol=1e-12)
    # a একটু নাড়ালেও output 0-ই থাকে
    expect("relu(Value(-1.5))-এর local derivative", arrow(r)[1], 0.0, tol=1e-12)


def test_matches_central_difference():
    h = 1e-6
    for z in (-0.7, 0.3, 2.0):
        slope = (max(z + h, 0.0) - max(z - h, 0.0)) / (2 * h)
        expect(f"relu(Value({z}))-এর local derivative", arrow(relu(Value(z)))[1], slope, tol=1e-6)
