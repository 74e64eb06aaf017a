def test_default_floodnet():
    """শুরুর মাপের FloodNet-এর parameter গোনা।"""
    # ছক 5×3 = 15; Linear(9, 32) = 288 + 32 = 320; Linear(32, 32) = 1024 + 32 = 1056; Linear(32, 3) = 96 + 3 = 99
    expect("floodnet_count(32, 3)", floodnet_count(32, 3), 15 + 320 + 1056 + 99)


def test_station_columns_join_first_layer():
    """স্টেশনের ছকের কলাম প্রথম layer-এর input-এ যোগ হয়।"""
    # station_dim 3 থেকে 4: ছকে 5টি বেশি, আর প্রথম layer-এ ঢোকে একটি কলাম বেশি, তাই hidden (32)টি weight বেশি
    expect("floodnet_count(32, 4) - floodnet_count(32, 3)", floodnet_count(32, 4) - floodnet_count(32, 3), 5 + 32)


def test_small_net():
    """ছোট network-এর parameter গোনা।"""
    # ছক 5×2 = 10; Linear(8, 16) = 128 + 16 = 144; Linear(16, 16) = 256 + 16 = 272; Linear(16, 3) = 48 + 3 = 51
    expect("floodnet_count(16, 2)", floodnet_count(16, 2), 10 + 144 + 272 + 51)


def test_more_stations():
    """বেশি স্টেশনে শুধু ছক বড় হয়, বাকি সব আগের মতো।"""
    # দশটি স্টেশন, station_dim 3: ছকে 10×3 = 30, বাকি সব আগের মতো
    expect("floodnet_count(32, 3, n_stations=10)", floodnet_count(32, 3, n_stations=10), 30 + 320 + 1056 + 99)


def test_other_features_and_classes():
    """অন্য সংখ্যক মাপ আর শ্রেণিতে প্রথম আর শেষ layer বদলায়।"""
    # আটটি মাপ, চারটি শ্রেণি: ছক 5×2 = 10; Linear(8 + 2, 16) = 160 + 16 = 176;
    # Linear(16, 16) = 256 + 16 = 272; Linear(16, 4) = 64 + 4 = 68
    got = floodnet_count(16, 2, n_features=8, n_classes=4)
    expect("floodnet_count(16, 2, n_features=8, n_classes=4)", got, 10 + 176 + 272 + 68)
