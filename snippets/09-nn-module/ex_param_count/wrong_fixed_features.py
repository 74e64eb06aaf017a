def floodnet_count(hidden, station_dim, n_features=6, n_stations=5, n_classes=3):
    # ভুল: "ছয়টি মাপ" বাঁধা লেখা, n_features উপেক্ষা করে
    def linear(n_in, n_out):
        return n_in * n_out + n_out

    return (n_stations * station_dim + linear(6 + station_dim, hidden) + linear(hidden, hidden)
            + linear(hidden, n_classes))
