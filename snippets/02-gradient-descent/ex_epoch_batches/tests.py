def test_batch_sizes():
    """২৪টি যাত্রা ৫টি করে: চারটি পুরো টুকরো, শেষে ৪টির একটি।"""
    # 24 = 5 + 5 + 5 + 5 + 4
    sizes = [len(batch) for batch in minibatches(24, 5, 1)]
    expect("[len(b) for b in minibatches(24, 5, 1)]", sizes, [5, 5, 5, 5, 4])


def test_sizes_when_it_divides():
    """২৪টি যাত্রা ৬টি করে ভাগ হলে ঠিক চারটি টুকরো, শেষে খালি টুকরো নেই।"""
    # 24 = 6 + 6 + 6 + 6: শেষে কোনো খালি টুকরো থাকার কথা নয়
    sizes = [len(batch) for batch in minibatches(24, 6, 1)]
    expect("[len(b) for b in minibatches(24, 6, 1)]", sizes, [6, 6, 6, 6])


def test_every_trip_once():
    """প্রতিটি যাত্রা ঠিক একবার কোনো একটি টুকরোয় আসে।"""
    seen = sorted(i for batch in minibatches(24, 5, 1) for i in batch)
    assert seen == list(range(24)), f"টুকরোগুলো মিলিয়ে পাওয়া গেল {seen}; প্রতিটি যাত্রা 0 … 23 ঠিক একবার আসার কথা"


def test_order_is_shuffled():
    """যাত্রাগুলোর ক্রম এলোমেলো হয়, আর একই seed-এ একই টুকরো আসে।"""
    flat = [i for batch in minibatches(24, 5, 1) for i in batch]
    assert flat != list(range(24)), "যাত্রাগুলো খাতার ক্রমেই এসেছে: ক্রম এলোমেলো করা হয়নি"
    assert minibatches(24, 5, 1) == minibatches(24, 5, 1), "একই seed-এ দুবার ডাকলে একই টুকরো আসার কথা"


def test_trips_change_batches():
    """seed বদলালে প্রথম টুকরোয় অন্য যাত্রা আসে।"""
    # পাঁচটি seed-এ প্রথম টুকরো: পুরো ক্রম এলোমেলো হলে যাত্রাগুলো এক টুকরো থেকে আরেক টুকরোয় যায়
    firsts = {tuple(sorted(minibatches(24, 6, seed)[0])) for seed in range(5)}
    assert len(firsts) > 1, (
        "পাঁচটি seed-এই প্রথম টুকরোয় একই যাত্রাগুলো এসেছে: শুধু টুকরোর ভেতরে এলোমেলো হয়েছে। "
        "আগে পুরো ক্রম এলোমেলো করুন, তারপর টুকরো কাটুন"
    )


def test_batches_are_not_fixed_blocks():
    """টুকরোগুলো খাতার পাশাপাশি যাত্রার বাঁধা দল নয়: আগে পুরো ক্রম এলোমেলো, তারপর কাটা।"""
    # যাত্রা 0 আর 1 খাতায় পাশাপাশি; পুরো ক্রম এলোমেলো হলে কোনো কোনো seed-এ তারা আলাদা টুকরোয় পড়ে,
    # তাই পাঁচটি seed-এ টুকরোগুলোর সদস্য (ক্রম বাদ দিয়ে) সবসময় এক হওয়ার কথা নয়
    groupings = {frozenset(frozenset(batch) for batch in minibatches(24, 6, seed)) for seed in range(5)}
    together = [any(0 in batch and 1 in batch for batch in minibatches(24, 6, seed)) for seed in range(5)]
    assert len(groupings) > 1 and not all(together), (
        "পাঁচটি seed-এই টুকরোগুলোয় একই যাত্রাগুলো একসঙ্গে এসেছে, শুধু টুকরোর ক্রম বা ভেতরের ক্রম বদলেছে। "
        "টুকরো কাটার আগে পুরো ক্রম এলোমেলো করুন"
    )
