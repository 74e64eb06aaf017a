def test_one_layer():
    """এক layer, এক দিন: graph যা রাখে তার byte।"""
    # [6, 3], এক দিন: x-এর 6টি, log_softmax-এর 3টি float32 = 36, শ্রেণি 8, ভাজক 4: মোট 48
    expect("graph_bytes([6, 3], 1)", graph_bytes([6, 3], 1), 48)


def test_hidden_counted_once():
    """প্রতিটি hidden মান একবারই গোনা হয়।"""
    # [9, 32, 32, 3], 64 দিন: দিন-প্রতি 4·(9+32+32+3) + 8 = 312; 64 × 312 + 4 = 19972
    expect("graph_bytes([9, 32, 32, 3], 64)", graph_bytes([9, 32, 32, 3], 64), 19972)


def test_constant_once():
    """batch দ্বিগুণ হলেও একবারের অংশ একবারই থাকে।"""
    # batch দ্বিগুণে ভাজকের 4 byte দ্বিগুণ হয় না: 2 × 312 + 4 = 628
    expect("graph_bytes([9, 32, 32, 3], 2)", graph_bytes([9, 32, 32, 3], 2), 628)
