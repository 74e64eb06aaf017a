def floodnet_count(hidden, station_dim, n_features=6, n_stations=5, n_classes=3):
    # ভুল: প্রথম layer-এ শুধু মাপগুলো ঢোকে ধরা, station-এর সারি ভুলে যাওয়া
    def linear(n_in, n_out):
        return n_in * n_out + n_out

    return n_stations * station_dim + linear(n_features, hidden) + linear(hidden, hidden) + linear(hidden, n_classes)
