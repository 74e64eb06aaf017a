import math


def to_bfloat16(x):
    m, e = math.frexp(x)                       # x = m × 2^e, 0.5 ≤ |m| < 1, সরাসরি float64 থেকে
    return math.ldexp(round(m * 256), e - 8)   # ৮টি দ্বিমিক অঙ্ক রেখে গোল (round: মাঝখানে জোড়)
