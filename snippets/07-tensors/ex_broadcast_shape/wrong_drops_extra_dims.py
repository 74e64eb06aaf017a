def broadcast_shape(a, b):
    # ভুল: ডান দিক থেকে জোড়া ধরে, কিন্তু ১ বসিয়ে সমান করে না; zip ছোটটির মাপে থামে
    result = []
    for x, y in zip(reversed(a), reversed(b)):
        if x != y and x != 1 and y != 1:
            raise ValueError(f"মাত্রায় {x} আর {y}: কোনোটিই ১ নয়")
        result.append(max(x, y))
    return tuple(reversed(result))
