def floodnet_count(hidden, station_dim, n_features=6, n_stations=5, n_classes=3):
    # ভুল: mean আর std-কেও parameter ধরে গোনা
    def linear(n_in, n_out):
        return n_in * n_out + n_out

    scale = 2 * n_features
    return (scale + n_stations * station_dim + linear(n_features + station_dim, hidden)
            + linear(hidden, hidden) + linear(hidden, n_classes))
