# পর্ব ০৫ · ২ — Rashi: যে সংখ্যা মনে রাখে, সে কোন সংখ্যাগুলো থেকে কীভাবে এল
# শুধু Python-এর math; কোনো library নেই
import math


class Rashi:
    """হিসাবের একটি মান (রাশি), আর graph-এ তার পেছনের তীরগুলো।

    val   -- forward-এ হিসাব করা সংখ্যা
    kind  -- কোন operation মানটি বানাল; আমরা নিজে বসালে "leaf"
    links -- (আগের Rashi, local derivative) জোড়া, প্রতিটি graph-এর একটি তীর
    label -- ছাপার জন্য একটি নাম; না দিলে ফাঁকা
    """

    def __init__(self, val, kind="leaf", *links):
        self.val = float(val)
        self.kind = kind
        self.links = links
        self.label = ""

    def named(self, label):
        self.label = label
        return self

    # a + b লিখলে Python ডাকে a.__add__(b)। অন্য দিকটি সাধারণ সংখ্যা হলে সেটি ধ্রুবক:
    # graph-এ তার node হয় না, তীরও হয় না, শুধু তার মানটি local derivative-এ বসে।
    def __add__(self, other):
        if isinstance(other, Rashi):
            return Rashi(self.val + other.val, "add", (self, 1.0), (other, 1.0))
        return Rashi(self.val + other, "add", (self, 1.0))

    def __sub__(self, other):
        if isinstance(other, Rashi):
            return Rashi(self.val - other.val, "sub", (self, 1.0), (other, -1.0))
        return Rashi(self.val - other, "sub", (self, 1.0))

    def __mul__(self, other):
        if isinstance(other, Rashi):       # a·b: a-এর দিকে b, b-এর দিকে a
            return Rashi(self.val * other.val, "mul", (self, other.val), (other, self.val))
        return Rashi(self.val * other, "mul", (self, other))

    def __truediv__(self, other):
        if isinstance(other, Rashi):       # a/b: a-এর দিকে 1/b, b-এর দিকে −a/b²
            a, b = self.val, other.val
            return Rashi(a / b, "div", (self, 1 / b), (other, -a / b**2))
        return Rashi(self.val / other, "div", (self, 1 / other))

    # 0 + r বা 3 * r: বাঁ দিকের সংখ্যাটি Rashi চেনে না, তখন Python ডাকে r.__radd__(0)।
    # যোগ আর গুণে দিক বদলালে ফল একই, তাই একই ফাংশন।
    __radd__ = __add__
    __rmul__ = __mul__

    def __pow__(self, k):                  # k একটি সাধারণ সংখ্যা
        return Rashi(self.val**k, "pow", (self, k * self.val ** (k - 1)))

    def exp(self):
        e = math.exp(self.val)
        return Rashi(e, "exp", (self, e))  # eᵃ-এর derivative সে নিজেই

    def log(self):
        return Rashi(math.log(self.val), "log", (self, 1 / self.val))

    def sigmoid(self):
        s = 1 / (1 + math.exp(-self.val))
        return Rashi(s, "sigmoid", (self, s * (1 - s)))

    def tanh(self):
        t = math.tanh(self.val)
        return Rashi(t, "tanh", (self, 1 - t * t))


def bell_mango(a, s, c, x1=-0.5, x2=1):
    """রহিমার হাতে বানানো নিয়ম, একটি আমের জন্য: ওজন ৩০০ গ্রাম থেকে যত দূরে আর দাগ যত বেশি, সম্ভাবনা তত কম।

    x1, x2 data (২৫০ গ্রাম, একটি দাগ), সাধারণ সংখ্যা; a, s, c রহিমার বেছে নেওয়া তিনটি knob।
    """
    u = (a * x1).named("u")                # ৩০০ গ্রাম থেকে দূরত্ব, a দিয়ে মাপা
    sq = (u * u).named("sq")               # বর্গ: দূরত্ব যেদিকেই হোক, শাস্তি একই
    near = (c - sq).named("near")
    spots = (s * x2).named("spots")
    z = (near - spots).named("z")
    return z.sigmoid().named("p")


def show(node, shown):
    """node-এর আগে তার সব parent ছাপে (যারা নিজেরাও কোনো operation-এর ফল), প্রতিটি একবার।"""
    for parent, _ in node.links:
        if parent.links and parent not in shown:
            show(parent, shown)
    arrows = "  ".join(f"<- {parent.label} x {local:+.4f}" for parent, local in node.links)
    print(f"{node.label:>5} = {node.kind:<7} {node.val:+.4f}   {arrows}")
    shown.add(node)


if __name__ == "__main__":
    a, s, c = Rashi(1.5).named("a"), Rashi(1.2).named("s"), Rashi(2.0).named("c")
    show(bell_mango(a, s, c), set())
