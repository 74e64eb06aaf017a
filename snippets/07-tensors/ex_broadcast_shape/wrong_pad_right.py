def broadcast_shape(a, b):
    # ভুল: ১ বসানো হয়েছে ডান দিকে, তাই মেলানো শুরু হয় বাঁ দিক থেকে
    length = max(len(a), len(b))
    a = tuple(a) + (1,) * (length - len(a))
    b = tuple(b) + (1,) * (length - len(b))
    result = []
    for x, y in zip(a, b):
        if x != y and x != 1 and y != 1:
            raise ValueError(f"মাত্রায় {x} আর {y}: কোনোটিই ১ নয়")
        result.append(max(x, y))
    return tuple(result)
