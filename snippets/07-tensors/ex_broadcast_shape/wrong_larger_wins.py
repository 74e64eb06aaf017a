def broadcast_shape(a, b):
    # ভুল: সমান লম্বা করে, কিন্তু কখনো error দেয় না: প্রতিটি মাত্রায় বড়টিই নেয়
    length = max(len(a), len(b))
    a = (1,) * (length - len(a)) + tuple(a)
    b = (1,) * (length - len(b)) + tuple(b)
    return tuple(max(x, y) for x, y in zip(a, b))
