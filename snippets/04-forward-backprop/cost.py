"""backprop-এর দাম গুনে দেখা: একটি training step-এ forward আর backward কতগুলো গুণ করে, network চওড়া হলে কী হয়।"""
import numpy as np

TALLY = {"forward": 0, "backward": 0}     # কোন পর্বে কতগুলো গুণ


class Counted:
    """একটি NumPy array-এর মোড়ক: `*` আর `@` তাদের প্রতিটি গুণ TALLY-তে, এখনকার পর্বের ঘরে লেখে।"""
    phase = "forward"

    def __init__(self, values):
        self.v = np.asarray(values, dtype=float)

    def __matmul__(self, other):        # (n, k) @ (k, m): n × m ঘরের প্রতিটিতে k-টি গুণ
        (n, k), m = self.v.shape, other.v.shape[1]
        TALLY[Counted.phase] += n * k * m
        return Counted(self.v @ other.v)

    def __mul__(self, other):           # ঘরে ঘরে গুণ: ফলের প্রতিটি ঘরে একটি
        out = self.v * (other.v if isinstance(other, Counted) else other)
        TALLY[Counted.phase] += out.size
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


def training_step(width, batch, rng):
    """তিন input → width → width → এক output; অংশ ৪-এর লাইনগুলো, দুটি hidden layer-এ।"""
    sizes = [3, width, width, 1]
    W1, W2, W3 = [Counted(rng.normal(size=(sizes[i], sizes[i + 1])) / 4) for i in range(3)]
    b1, b2, b3 = [Counted(np.zeros(sizes[i + 1])) for i in range(3)]
    X, Y = Counted(rng.normal(size=(batch, 3))), Counted(rng.normal(size=(batch, 1)))
    TALLY.update(forward=0, backward=0)

    Counted.phase = "forward"
    H1 = tanh(X @ W1 + b1)
    H2 = tanh(H1 @ W2 + b2)
    E = H2 @ W3 + b3 - Y
    loss = (E * E).v.mean()             # শেষের গড়: একটি ভাগ, গোনা হয়নি

    Counted.phase = "backward"
    dG = (2 / batch) * E
    dW3, dH2 = H2.T @ dG, dG @ W3.T
    dZ2 = dH2 * (1 - H2 * H2)           # tanh-এর local derivative: বর্গ একটি গুণ, তারপর আরেকটি
    dW2, dH1 = H1.T @ dZ2, dZ2 @ W2.T
    dZ1 = dH1 * (1 - H1 * H1)
    dW1 = X.T @ dZ1                     # dX নেই: X data, তার gradient কারও লাগে না
    params = sum(s.v.size for s in [W1, W2, W3, b1, b2, b3])
    assert np.isfinite(loss) and all(d.v.shape == W.v.shape for d, W in [(dW1, W1), (dW2, W2), (dW3, W3)])
    return params, TALLY["forward"], TALLY["backward"]


rng = np.random.default_rng(4)
print("batch of 256; central difference = 2 forwards for every parameter")
print("width  parameters  forward mults  backward/forward  central/backprop")
for width in [16, 64, 256]:
    params, fwd, bwd = training_step(width, 256, rng)
    print(f"{width:>5}  {params:>10}  {fwd:>13}  {bwd / fwd:>16.2f}  {2 * params * fwd / (fwd + bwd):>16.0f}")
