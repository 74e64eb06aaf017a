def draws(rng, n=5):
    return [rng.random() for _ in range(n)]


def test_three_separate_objects():
    """তিনটি নাম, তিনটি আলাদা generator।"""
    # তিনটি নাম, তিনটি আলাদা generator
    s = make_streams(7)
    assert sorted(s) == ["dropout", "init", "shuffle"], f"নামগুলো {sorted(s)}; চাই init, dropout, shuffle"
    assert len({id(g) for g in s.values()}) == 3, "দুটি নাম একই generator দেখায়"


def test_same_seed_same_order():
    """একই seed দুবার দিলে প্রতিটি generator হুবহু একই সংখ্যা দেয়।"""
    # একই seed দুবার: প্রতিটি generator হুবহু একই সংখ্যা দেবে
    a, b = make_streams(7), make_streams(7)
    for name in ("init", "dropout", "shuffle"):
        expect(f'make_streams(7)["{name}"]-এর প্রথম পাঁচটি, দ্বিতীয়বার', draws(b[name]), draws(a[name]))


def test_dropout_does_not_move_shuffle():
    """dropout থেকে যত খুশি টানলেও shuffle-এর ক্রম একই থাকে।"""
    # dropout থেকে যত খুশি টানুন, shuffle-এর ক্রম একই থাকে
    a, b = make_streams(7), make_streams(7)
    for _ in range(100):
        b["dropout"].random()
    expect('dropout থেকে ১০০টি টানার পরে make_streams(7)["shuffle"]', draws(b["shuffle"]), draws(a["shuffle"]))


def test_streams_differ():
    """তিনটি stream একে অন্যের কপি নয়।"""
    # তিনটি stream একে অন্যের কপি হলে dropout-এর mask আর shuffle-এর ক্রম একই সংখ্যা থেকে আসে
    s = make_streams(7)
    firsts = {name: draws(g) for name, g in s.items()}
    assert firsts["init"] != firsts["shuffle"] and firsts["dropout"] != firsts["shuffle"], \
        "দুটি stream একই ক্রম দিল: প্রতিটির seed আলাদা হওয়া চাই"


def test_streams_differ_at_seed_zero():
    """seed ০-তেও তিনটি stream আলাদা।"""
    # seed 0 সবচেয়ে চেনা seed: সেখানেও তিনটি stream আলাদা হওয়া চাই
    firsts = {name: draws(g) for name, g in make_streams(0).items()}
    assert len({tuple(v) for v in firsts.values()}) == 3, "seed 0-তে দুটি stream একই ক্রম দিল"


def test_not_shifted_copies():
    """একটি stream অন্যটির সরানো কপি নয়, যত ঘরই সরানো হোক।"""
    # একটি stream-এর প্রথম সংখ্যাটি অন্যটির প্রথম ৫০০০টির মধ্যে থাকলে সে একই ক্রমের সরানো কপি।
    # ৫০০০, কারণ dropout একটি ধাপেই ৬৪ × ৩২টি ঘরের জন্য সংখ্যা টানে: সরানো কপি তার পরেই মিলে যেত
    s = make_streams(7)
    firsts = {name: g.random() for name, g in make_streams(7).items()}
    longer = {name: set(draws(g, 5000)) for name, g in s.items()}
    for a in longer:
        for b in longer:
            assert a == b or firsts[a] not in longer[b], f'"{a}" আসলে "{b}"-এর ক্রম, কিছু ঘর সরানো'


def test_seed_matters():
    """seed বদলালে shuffle-এর ক্রম বদলায়।"""
    # seed 7 আর seed 8: shuffle-এর ক্রম আলাদা হওয়া চাই, নইলে seed বদলে নতুন run হয় না
    assert draws(make_streams(7)["shuffle"]) != draws(make_streams(8)["shuffle"]), \
        "seed 7 আর 8 একই shuffle দিল"
