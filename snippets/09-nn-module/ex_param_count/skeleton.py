def floodnet_count(hidden, station_dim, n_features=6, n_stations=5, n_classes=3):
    """FloodNet-এর parameter-এর মোট সংখ্যা: station-এর ছক, তারপর তিনটি Linear layer।

    প্রথম Linear-এ ঢোকে মাপগুলো আর station-এর সারি পাশাপাশি জোড়া; শেষটি থেকে বের হয় প্রতিটি শ্রেণির একটি logit।
    """
    # TODO: প্রতিটি অংশের সংখ্যা আলাদা করে হিসাব করে যোগ করুন
    return 0
