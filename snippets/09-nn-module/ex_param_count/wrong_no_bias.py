def floodnet_count(hidden, station_dim, n_features=6, n_stations=5, n_classes=3):
    # ভুল: Linear-এর শুধু weight গোনা, bias বাদ
    table = n_stations * station_dim
    return table + (n_features + station_dim) * hidden + hidden * hidden + hidden * n_classes
