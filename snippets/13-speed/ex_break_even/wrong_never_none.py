import math


def break_even(compile_seconds, eager_us, compiled_us):
    return math.ceil(compile_seconds * 1_000_000 / (eager_us - compiled_us))   # ধীর হলেও একটি সংখ্যা
