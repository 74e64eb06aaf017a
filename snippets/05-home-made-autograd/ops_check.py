# পর্ব ০৫ · ৩ — প্রতিটি operation-এর local derivative ঠিক তো? central difference দিয়ে যাচাই
from backward import backward
from rashi import Rashi

A, B, H = 0.7, 1.3, 1e-6
RULES = [                                    # (লেখা, দুটি মান থেকে ফল বানানোর নিয়ম)
    ("a + b", lambda a, b: a + b),
    ("a - b", lambda a, b: a - b),
    ("a * b", lambda a, b: a * b),
    ("a / b", lambda a, b: a / b),
    ("a ** 3", lambda a, b: a**3),
    ("a.exp()", lambda a, b: a.exp()),
    ("a.log()", lambda a, b: a.log()),
    ("a.sigmoid()", lambda a, b: a.sigmoid()),
    ("a.tanh()", lambda a, b: a.tanh()),
    ("2 + 3 * a", lambda a, b: 2 + 3 * a),   # সাধারণ সংখ্যা বাঁ দিকে: __radd__, __rmul__
]


def slope(rule, da, db):
    """a-কে da আর b-কে db সরিয়ে দুই দিকে ফল দেখে ঢাল: autograd ছাড়াই।"""
    up = rule(Rashi(A + da), Rashi(B + db)).val
    down = rule(Rashi(A - da), Rashi(B - db)).val
    return (up - down) / (2 * max(da, db))


print(f"a = {A:.1f}, b = {B:.1f}; each row: autograd | central difference")
for text, rule in RULES:
    a, b = Rashi(A), Rashi(B)
    grads = backward(rule(a, b))
    ga, gb = grads.get(a, 0.0), grads.get(b, 0.0)          # graph-এ না থাকলে gradient ০
    ca, cb = slope(rule, H, 0.0), slope(rule, 0.0, H)
    ok = abs(ga - ca) < 1e-8 and abs(gb - cb) < 1e-8
    print(f"{text:<12} d/da {ga:+.5f} | {ca:+.5f}   d/db {gb:+.5f} | {cb:+.5f}   {'agree' if ok else 'DIFFER'}")
