def broadcast_shape(a, b):
    # ভুল: repeat-এর মতো ভাবে, একটি মাপ অন্যটিকে ভাগ করলে বিছানো যায় (4 আর 2 থেকে 4)
    length = max(len(a), len(b))
    a = (1,) * (length - len(a)) + tuple(a)
    b = (1,) * (length - len(b)) + tuple(b)
    result = []
    for x, y in zip(a, b):
        if y == 1:
            result.append(x)
        elif x == 1:
            result.append(y)
        elif max(x, y) % min(x, y) == 0:
            result.append(max(x, y))
        else:
            raise ValueError(f"মাত্রায় {x} আর {y}: কোনোটিই ১ নয়")
    return tuple(result)
