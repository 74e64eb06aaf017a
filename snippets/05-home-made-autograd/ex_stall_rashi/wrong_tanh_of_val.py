import math


class Rashi:
    """পাতার Rashi-এর ছোট রূপ: যোগ, বিয়োগ, গুণ, ভাগ (সংখ্যা দিয়ে), ঘাত আর tanh, প্রতিটি তীর সহ।"""

    def __init__(self, val, *links):
        self.val = float(val)
        self.links = links                 # (parent, local derivative) জোড়া

    def __add__(self, other):
        if isinstance(other, Rashi):
            return Rashi(self.val + other.val, (self, 1.0), (other, 1.0))
        return Rashi(self.val + other, (self, 1.0))

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, Rashi):
            return Rashi(self.val - other.val, (self, 1.0), (other, -1.0))
        return Rashi(self.val - other, (self, 1.0))

    def __rsub__(self, other):                # সংখ্যা − Rashi, যেমন y - guess
        return Rashi(other - self.val, (self, -1.0))

    def __mul__(self, other):
        if isinstance(other, Rashi):
            return Rashi(self.val * other.val, (self, other.val), (other, self.val))
        return Rashi(self.val * other, (self, other))

    __rmul__ = __mul__

    def __truediv__(self, n):
        return Rashi(self.val / n, (self, 1 / n))

    def __pow__(self, k):
        return Rashi(self.val**k, (self, k * self.val ** (k - 1)))

    def tanh(self):
        t = math.tanh(self.val)
        return Rashi(t, (self, 1 - t * t))


def backward(root):
    """{node: ∂root/∂node}: অংশ ৩-এর হাঁটা, প্রতিটি node-এর সব ভাগ জমলে তবে পাঠানো।"""
    users, seen, todo = {}, {root}, [root]
    while todo:
        for parent, _ in todo.pop().links:
            users[parent] = users.get(parent, 0) + 1
            if parent not in seen:
                seen.add(parent)
                todo.append(parent)
    arrived, done, ready = {root: 1.0}, {}, [root]
    while ready:
        node = ready.pop()
        done[node] = g = arrived.pop(node)
        for parent, local in node.links:
            arrived[parent] = arrived.get(parent, 0.0) + local * g
            users[parent] -= 1
            if users[parent] == 0:
                ready.append(parent)
    return done


def stall_loss(W1, b1, W2, b2, days, sales):
    """পর্ব ০৪-এর দোকানের network-এর loss: সব দিনের (আন্দাজ − বিক্রি)²-এর গড়, একটি Rashi হিসেবে।

    W1: ৩ সারি × ২, b1: ২টি, W2: ২টি Rashi; b2 একটি Rashi। days: প্রতিটি দিনের তিনটি input (সাধারণ সংখ্যা);
    sales: প্রতিটি দিনের বিক্রি। hidden unit k: z = x[0]·W1[0][k] + x[1]·W1[1][k] + x[2]·W1[2][k] + b1[k], h = tanh(z)।
    আন্দাজ = h[0]·W2[0] + h[1]·W2[1] + b2।
    """
    total = 0.0
    for x, y in zip(days, sales, strict=True):
        h = []
        for k in range(2):
            z = b1[k]
            for i in range(3):
                z = z + x[i] * W1[i][k]
            h.append(Rashi(math.tanh(z.val)))
        guess = h[0] * W2[0] + h[1] * W2[1] + b2
        total = total + (guess - y) ** 2   # আগের দিনগুলোর সঙ্গে যোগ
    return total / len(days)
