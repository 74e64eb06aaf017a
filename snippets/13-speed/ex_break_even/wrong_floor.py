def break_even(compile_seconds, eager_us, compiled_us):
    saved = eager_us - compiled_us
    if saved <= 0:
        return None
    return int(compile_seconds * 1_000_000 / saved)     # নিচে ছাঁটা: শেষ call-এ তখনো খরচ ওঠেনি
