def broadcast_shape(a, b):
    # ভুল: নিয়ম ঠিক যাচাই করে, কিন্তু ফলের মাত্রা "দুটির বড়টি" ধরে; 0 আর 1-এ তা 1
    length = max(len(a), len(b))
    a = (1,) * (length - len(a)) + tuple(a)
    b = (1,) * (length - len(b)) + tuple(b)
    result = []
    for x, y in zip(a, b):
        if x != y and x != 1 and y != 1:
            raise ValueError(f"মাত্রায় {x} আর {y}: কোনোটিই ১ নয়")
        result.append(max(x, y))
    return tuple(result)
