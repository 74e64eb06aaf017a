NAN = float("nan")
INF = float("inf")


def test_all_finite():
    """সব সংখ্যা সসীম হলে কোনো layer দোষী নয়।"""
    # সব সংখ্যা সসীম: কোনো layer দোষী নয়
    outs = [("station", [0.1, -0.3]), ("body.0", [1.5, 0.0]), ("body.5", [2.0, -1.0])]
    expect("first_bad_layer(outs)", first_bad_layer(outs), None)


def test_nan_spreads_forward():
    """nan পরের সব layer-এ ছড়ায়: দোষী প্রথমটি।"""
    # body.0-এ জন্মানো nan পরের সব layer-এ ছড়ায়; দোষী প্রথমটি
    outs = [("station", [0.1, 0.2]), ("body.0", [0.5, NAN]), ("body.1", [0.5, NAN]), ("body.5", [NAN, NAN])]
    expect("first_bad_layer(outs)", first_bad_layer(outs), "body.0")


def test_inf_counts():
    """`inf`-ও সসীম নয়: দোষী প্রথম `inf`-এর layer, পরের `nan`-এর layer নয়।"""
    # inf-ও সসীম নয়: পরের layer-এ inf - inf হলে তবেই nan হয়
    outs = [("station", [0.1]), ("body.0", [INF, 3.0]), ("body.3", [NAN, 1.0])]
    expect("first_bad_layer(outs)", first_bad_layer(outs), "body.0")


def test_negative_inf_later_in_row():
    """সারির শেষে ঋণাত্মক inf-ও ধরা পড়ে।"""
    # সসীম-নয় মানটি সারির শেষে, আর ঋণাত্মক (-inf)
    outs = [("station", [0.0, 0.0]), ("body.0", [1.0, 2.0, -INF])]
    expect("first_bad_layer(outs)", first_bad_layer(outs), "body.0")


def test_big_but_finite():
    """মানগুলো বড় হলেও সসীম হলে layer দোষী নয়; দোষী প্রথম `nan`-এর layer।"""
    # প্রতিটি মান সসীম, কিন্তু যোগফল float-এর সীমা ছাড়ায়: layer-টি দোষী নয়
    outs = [("station", [1e308, 1e308]), ("body.0", [0.5, NAN])]
    expect("first_bad_layer(outs)", first_bad_layer(outs), "body.0")
