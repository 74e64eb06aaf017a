def floodnet_count(hidden, station_dim, n_features=6, n_stations=5, n_classes=3):
    """FloodNet-এর parameter-এর মোট সংখ্যা: station-এর ছক, তারপর তিনটি Linear layer।"""

    def linear(n_in, n_out):
        return n_in * n_out + n_out          # weight (n_out, n_in) আর bias (n_out,)

    table = n_stations * station_dim         # Embedding: প্রতিটি স্টেশনের একটি সারি
    return (table
            + linear(n_features + station_dim, hidden)
            + linear(hidden, hidden)
            + linear(hidden, n_classes))
