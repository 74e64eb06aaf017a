def floodnet_count(hidden, station_dim, n_features=6, n_stations=5, n_classes=3):
    # ভুল: অংশ ৩-এর শেষ layer-এর হিসাব (hidden × 3 + 3) হুবহু, n_classes উপেক্ষা করে
    def linear(n_in, n_out):
        return n_in * n_out + n_out

    return (n_stations * station_dim + linear(n_features + station_dim, hidden) + linear(hidden, hidden)
            + hidden * 3 + 3)
