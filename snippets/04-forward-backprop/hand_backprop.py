# পর্ব ০৪ · ২ — 2-2-1 sigmoid network: forward আর backward, পুরোটা হাতে
# চলমান উদাহরণ: মিরপুর-১০ থেকে মতিঝিলের অফিস-বাস আজ দেরিতে পৌঁছাবে কি না
import math


def sigmoid(z):
    return 1 / (1 + math.exp(-z))


# একটি সকাল: x1 = সকালের বৃষ্টি (সেন্টিমিটার), x2 = ডিপো থেকে ছাড়তে দেরি (ঘণ্টা)
X1, X2 = 2.0, 0.5
Y = 1.0  # সেদিন বাস সত্যিই দেরিতে পৌঁছেছিল
# শুরুর weight: a1, a2 যায় h1-এ; b1, b2 যায় h2-এ; c1, c2 যায় output-এ
WEIGHTS = {"a1": 0.3, "a2": 0.8, "b1": -0.5, "b2": 0.4, "c1": 0.9, "c2": -0.7}
ORDER = ("c1", "c2", "a1", "a2", "b1", "b2")


def forward(w, x1=X1, x2=X2, y=Y):
    """প্রতিটি মাঝের মান রেখে দেয়: backward-এ এগুলোই লাগবে।"""
    v = {"z1": w["a1"] * x1 + w["a2"] * x2, "z2": w["b1"] * x1 + w["b2"] * x2}
    v["h1"], v["h2"] = sigmoid(v["z1"]), sigmoid(v["z2"])
    v["zo"] = w["c1"] * v["h1"] + w["c2"] * v["h2"]
    v["out"] = sigmoid(v["zo"])
    v["loss"] = (v["out"] - y) ** 2
    return v


def backward(w, v, x1=X1, x2=X2, y=Y):
    """শেষ node থেকে শুরুর দিকে: আসা gradient × node-এর local derivative।"""
    g = {"loss": 1.0}                                   # বীজ: loss-কে loss দিয়ে differentiate করলে ১
    g["out"] = g["loss"] * 2 * (v["out"] - y)           # loss = (out − y)²
    g["zo"] = g["out"] * v["out"] * (1 - v["out"])      # out = σ(zo)
    g["c1"], g["c2"] = g["zo"] * v["h1"], g["zo"] * v["h2"]   # zo = c1·h1 + c2·h2
    g["h1"], g["h2"] = g["zo"] * w["c1"], g["zo"] * w["c2"]
    g["z1"] = g["h1"] * v["h1"] * (1 - v["h1"])         # h1 = σ(z1)
    g["z2"] = g["h2"] * v["h2"] * (1 - v["h2"])         # h2 = σ(z2)
    g["a1"], g["a2"] = g["z1"] * x1, g["z1"] * x2       # z1 = a1·x1 + a2·x2
    g["b1"], g["b2"] = g["z2"] * x1, g["z2"] * x2       # z2 = b1·x1 + b2·x2
    return g


if __name__ == "__main__":
    v = forward(WEIGHTS)
    print("forward:", " ".join(f"{k}={v[k]:.4f}" for k in ("z1", "h1", "z2", "h2", "zo", "out", "loss")))

    g = backward(WEIGHTS, v)
    print("node grads:", " ".join(f"d_{k}={g[k]:+.4f}" for k in ("out", "zo", "h1", "h2", "z1", "z2")))
    slopes = {k: v[k] * (1 - v[k]) for k in ("out", "h1", "h2")}
    print("sigmoid slopes:", " ".join(f"{k}(1-{k})={s:.4f}" for k, s in slopes.items()))
    print("by hand: ", " ".join(f"{k}={g[k]:+.5f}" for k in ORDER))

    # sigmoid-এর ঢাল কখনো 0.25-এর বেশি নয়; ২০টি sigmoid পরপর থাকলে
    print(f"0.25**20 = {0.25**20:.1e} = 1/{4**20}")
