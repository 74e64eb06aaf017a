import math


def break_even(compile_seconds, eager_us, compiled_us):
    if compiled_us >= eager_us:
        return None
    return math.ceil(compile_seconds * 1_000_000 / eager_us)   # যেন compiled call-এর সময় শূন্য
