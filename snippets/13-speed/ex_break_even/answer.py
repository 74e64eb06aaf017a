import math


def break_even(compile_seconds, eager_us, compiled_us):
    """কত call-এর পরে compile-এর খরচ উঠে আসে: সবচেয়ে ছোট পূর্ণসংখ্যা n, যাতে
    compile_seconds + n × compiled_us ≤ n × eager_us (সময় একই এককে মেপে)।

    eager_us আর compiled_us: প্রতি call-এর সময়, মাইক্রোসেকেন্ডে (১ সেকেন্ড = ১০⁶ µs)।
    compiled call দ্রুত না হলে খরচ কখনো ওঠে না: তখন None।
    """
    saved = eager_us - compiled_us            # প্রতি call-এ বাঁচে, µs
    if saved <= 0:
        return None
    return math.ceil(compile_seconds * 1_000_000 / saved)
