# পর্ব ০৫ · ২ — প্রতিটি operation-এর local derivative ঠিক আছে তো? central difference দিয়ে যাচাই
from value import Value, backward

A, B, EPS = 0.7, 1.3, 1e-6
CASES = {                                    # নাম -> দুটি সংখ্যা থেকে ফল বানানোর নিয়ম
    "a + b": lambda a, b: a + b,
    "a - b": lambda a, b: a - b,
    "a * b": lambda a, b: a * b,
    "a / b": lambda a, b: a / b,
    "a ** 3": lambda a, b: a**3,
    "-a": lambda a, b: -a,
    "a.exp()": lambda a, b: a.exp(),
    "a.log()": lambda a, b: a.log(),
    "a.sigmoid()": lambda a, b: a.sigmoid(),
    "a.tanh()": lambda a, b: a.tanh(),
}


def plain(f, a, b):
    """একই নিয়ম, gradient ছাড়া: শুধু ফলের সংখ্যাটি।"""
    return f(Value(a), Value(b)).data


print(f"a = {A}, b = {B}")
print(f"{'op':<12} {'a.grad':>9} {'central':>9} {'b.grad':>9} {'central':>9}  agree")
for name, f in CASES.items():
    a, b = Value(A), Value(B)
    backward(f(a, b))
    da = (plain(f, A + EPS, B) - plain(f, A - EPS, B)) / (2 * EPS)
    db = (plain(f, A, B + EPS) - plain(f, A, B - EPS)) / (2 * EPS)
    ok = abs(a.grad - da) < 1e-8 and abs(b.grad - db) < 1e-8
    print(f"{name:<12} {a.grad:>9.5f} {da:>9.5f} {b.grad:>9.5f} {db:>9.5f}  {ok}")
