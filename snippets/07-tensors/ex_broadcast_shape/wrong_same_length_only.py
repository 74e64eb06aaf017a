def broadcast_shape(a, b):
    # ভুল: মাত্রার সংখ্যা আলাদা হলেই error, বাঁ দিকে ১ বসানোর কথা ভোলা
    if len(a) != len(b):
        raise ValueError("মাত্রার সংখ্যা আলাদা")
    result = []
    for x, y in zip(a, b):
        if x == y or y == 1:
            result.append(x)
        elif x == 1:
            result.append(y)
        else:
            raise ValueError(f"মাত্রায় {x} আর {y}: কোনোটিই ১ নয়")
    return tuple(result)
