def broadcast_shape(a, b):
    """দুটি shape (পূর্ণসংখ্যার tuple) থেকে broadcasting-এর ফলের shape।

    ডান দিক থেকে মেলান; কোনো মাত্রায় দুটি আলাদা সংখ্যা, কোনোটিই ১ নয়: ValueError।
    """
    length = max(len(a), len(b))
    a = (1,) * (length - len(a)) + tuple(a)       # বাঁ দিকে ১ বসিয়ে সমান লম্বা
    b = (1,) * (length - len(b)) + tuple(b)
    result = []
    for x, y in zip(a, b):
        if x == y or y == 1:
            result.append(x)
        elif x == 1:
            result.append(y)
        else:
            raise ValueError(f"মাত্রায় {x} আর {y}: কোনোটিই ১ নয়")
    return tuple(result)
