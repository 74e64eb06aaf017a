def boundary_north(w, b, east_km):
    """w[0]·x1 + w[1]·x2 + b = 0 রেখার ওপর বিন্দুর উত্তর (কিমি)।

    x1, x2 হলো features: (পূর্ব − 6) / 3 আর (উত্তর − 5) / 3।
    """
    x1 = (east_km - 6) / 3                 # কিমি থেকে feature
    x2 = -(w[0] * x1 + b) / w[1]           # w1·x1 + w2·x2 + b = 0 থেকে
    return 5 + 3 * x2                      # feature থেকে আবার কিমি
