def to_bfloat16(x):
    return round(x, 2)                       # "bfloat16-এ দশমিকের পরে দুই অঙ্কের মতো থাকে"
