def broadcast_shape(a, b):
    # ভুল: "ডান দিক থেকে মেলানো" মানে ভাবে শুধু শেষ মাত্রা মিলতে হবে; বাকি মাত্রায় যেটি ১ নয় সেটিই নেয়
    if a and b and a[-1] != b[-1] and 1 not in (a[-1], b[-1]):
        raise ValueError("শেষ মাত্রা মেলে না")
    length = max(len(a), len(b))
    a = (1,) * (length - len(a)) + tuple(a)
    b = (1,) * (length - len(b)) + tuple(b)
    return tuple(y if x == 1 else x for x, y in zip(a, b))
