import math


def break_even(compile_seconds, eager_us, compiled_us):
    saved = eager_us - compiled_us
    if saved <= 0:
        return None
    return math.ceil(compile_seconds / saved)          # সেকেন্ডকে µs দিয়ে ভাগ
