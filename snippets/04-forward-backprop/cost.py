"""একটি training step-এর গুণের খাতা: forward-এর প্রতিটি layer-এর গুণ backward-এ কতবার ফেরত দিতে হয়।"""
import numpy as np

TALLY = {}                              # কোন লাইনে কতগুলো গুণ


class Counted:
    """একটি NumPy array-এর মোড়ক: `*` আর `@` তাদের প্রতিটি গুণ TALLY-তে, এখনকার লাইনের নামে লেখে।"""
    line = ""

    def __init__(self, values):
        self.v = np.asarray(values, dtype=float)

    def __matmul__(self, other):        # (n, k) @ (k, m): n × m ঘরের প্রতিটিতে k-টি গুণ
        (n, k), m = self.v.shape, other.v.shape[1]
        TALLY[Counted.line] = TALLY.get(Counted.line, 0) + n * k * m
        return Counted(self.v @ other.v)

    def __mul__(self, other):           # ঘরে ঘরে গুণ: ফলের প্রতিটি ঘরে একটি
        out = self.v * (other.v if isinstance(other, Counted) else other)
        TALLY[Counted.line] = TALLY.get(Counted.line, 0) + out.size
        return Counted(out)

    __rmul__ = __mul__

    def __add__(self, other):           # যোগ-বিয়োগ গোনা হয় না
        return Counted(self.v + other.v)

    def __sub__(self, other):
        return Counted(self.v - other.v)

    def __rsub__(self, number):
        return Counted(number - self.v)

    @property
    def T(self):
        return Counted(self.v.T)


def tanh(A):                            # tanh-ও গোনা হয় না: গুণ নয়
    return Counted(np.tanh(A.v))


def at(line):
    Counted.line = line


rng = np.random.default_rng(4)
N, SIZES = 256, [3, 64, 64, 1]          # batch-এ ২৫৬ উদাহরণ; তিন input → ৬৪ → ৬৪ → এক output
W1, W2, W3 = [Counted(rng.normal(size=(SIZES[i], SIZES[i + 1])) / 4) for i in range(3)]
b1, b2, b3 = [Counted(np.zeros(SIZES[i + 1])) for i in range(3)]
X, Y = Counted(rng.normal(size=(N, 3))), Counted(rng.normal(size=(N, 1)))

at("fwd W1")
H1 = tanh(X @ W1 + b1)
at("fwd W2")
H2 = tanh(H1 @ W2 + b2)
at("fwd W3")
E = H2 @ W3 + b3 - Y
at("fwd loss")
loss = (E * E).v.mean()                 # শেষের গড়: একটি ভাগ, গোনা হয়নি

at("bwd loss")
dG = (2 / N) * E
at("bwd W3")
dW3, dH2 = H2.T @ dG, dG @ W3.T
at("bwd tanh 2")
dZ2 = dH2 * (1 - H2 * H2)               # বর্গ একটি গুণ, তারপর আরেকটি
at("bwd W2")
dW2, dH1 = H1.T @ dZ2, dZ2 @ W2.T
at("bwd tanh 1")
dZ1 = dH1 * (1 - H1 * H1)
at("bwd W1")
dW1 = X.T @ dZ1                         # dX নেই: X data, তার gradient কারও লাগে না
assert np.isfinite(loss) and all(d.v.shape == W.v.shape for d, W in [(dW1, W1), (dW2, W2), (dW3, W3)])

print("matrix    forward @   backward @   backward / forward")
for name, why in [("W1", "X is data: no dX"), ("W2", "dW2 and dH1"), ("W3", "dW3 and dH2")]:
    fwd, bwd = TALLY["fwd " + name], TALLY["bwd " + name]
    print(f"{name:<6} {fwd:>11} {bwd:>12}   {bwd / fwd:>3.0f}  ({why})")
tanh_part = TALLY["bwd tanh 1"] + TALLY["bwd tanh 2"]
print(f"cell by cell: forward {TALLY['fwd loss']} (E * E), backward {tanh_part} for tanh "
      f"and {TALLY['bwd loss']} for dG")
fwd = sum(v for k, v in TALLY.items() if k.startswith("fwd"))
bwd = sum(v for k, v in TALLY.items() if k.startswith("bwd"))
params = sum(s.v.size for s in [W1, W2, W3, b1, b2, b3])
print(f"all    {fwd:>11} {bwd:>12}   backward / forward = {bwd / fwd:.2f}")
print(f"{params} parameters; nudging each both ways: 2 x {params} forwards = {2 * params * fwd} multiplications,")
print(f"that is {2 * params * fwd / (fwd + bwd):.0f} times the {fwd + bwd} of one forward and backward")
