import math


def to_bfloat16(x):
    m, e = math.frexp(x)                      # float32 না হয়ে সরাসরি float64 থেকে: m × 2^e, ½ ≤ |m| < 1
    return round(m * 256) / 256 * 2.0 ** e    # ৮টি দ্বিমিক অঙ্কে গোল (round: মাঝখানে জোড়)
