# পর্ব ০৫ · ৫ — forward mode (dual number) বনাম reverse mode: কোন হিসাবে কয়টি pass লাগে
import math

from backward import backward
from mango_net import init_params, loss, predict
from mangoes import MANGOES, features
from rashi import Rashi


class Dual:
    """একটি মান আর তার সঙ্গে বয়ে চলা derivative (dot); প্রতিটি operation দুটিকেই এগিয়ে নেয়।"""

    def __init__(self, val, dot=0.0):
        self.val, self.dot = val, dot

    def __add__(self, o):
        o = o if isinstance(o, Dual) else Dual(o)
        return Dual(self.val + o.val, self.dot + o.dot)

    def __sub__(self, o):
        o = o if isinstance(o, Dual) else Dual(o)
        return Dual(self.val - o.val, self.dot - o.dot)

    def __mul__(self, o):
        o = o if isinstance(o, Dual) else Dual(o)
        return Dual(self.val * o.val, self.dot * o.val + self.val * o.dot)   # গুণের নিয়ম

    def __truediv__(self, k):            # এখানে শুধু একটি সাধারণ সংখ্যা দিয়ে ভাগ লাগে
        return Dual(self.val / k, self.dot / k)

    __radd__, __rmul__ = __add__, __mul__

    def __rsub__(self, o):
        return Dual(o) - self

    def tanh(self):
        t = math.tanh(self.val)
        return Dual(t, (1 - t * t) * self.dot)

    def sigmoid(self):
        s = 1 / (1 + math.exp(-self.val))
        return Dual(s, s * (1 - s) * self.dot)


start = init_params(seed=1)
n = len(start)

# (ক) ১৩টি input (parameter), ১টি output (loss)
params = [Rashi(v) for v in start]
grads = backward(loss(params))                           # একটি forward, একটি backward
reverse = [grads[q] for q in params]
forward = []
for i in range(n):                                       # প্রতিটি parameter-এর জন্য আলাদা একটি pass
    forward.append(loss([Dual(v, 1.0 if j == i else 0.0) for j, v in enumerate(start)]).dot)
gap = max(abs(f - r) for f, r in zip(forward, reverse, strict=True))
print(f"(a) n={n} inputs, m=1 output (the loss)")
print(f"    forward mode: {n} passes | reverse mode: 1 forward + 1 backward | same gradient: {gap < 1e-12}")


# (খ) ১টি input, ১২টি output: আড়তের দাঁড়িপাল্লা c গ্রাম ভুল দেখালে প্রতিটি আমের score কতটা বদলায়?
def scores(c):
    return [predict(start, *features(grams + c, spots)) for grams, spots, _ in MANGOES]


fwd = [p.dot for p in scores(Dual(0.0, 1.0))]            # একটি pass-এই ১২টি derivative
c = Rashi(0.0)
outs = scores(c)
rev = [backward(p)[c] for p in outs]                     # প্রতিটি output-এর জন্য একটি backward
gap = max(abs(f - r) for f, r in zip(fwd, rev, strict=True))
print(f"(b) n=1 input (scale error c), m={len(outs)} outputs (the scores)")
print(f"    forward mode: 1 pass | reverse mode: 1 forward + {len(outs)} backward | same: {gap < 1e-12}")
