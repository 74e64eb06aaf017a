def boundary_north(w, b, east_km):
    """w[0]·x1 + w[1]·x2 + b = 0 রেখার ওপর বিন্দুর উত্তর (কিমি)।

    x1, x2 হলো features: (পূর্ব − 6) / 3 আর (উত্তর − 5) / 3।
    """
    # TODO: পূর্ব দিক থেকে x1
    # TODO: রেখার সমীকরণ থেকে x2
    # TODO: x2 থেকে আবার কিমি
    return 0.0
