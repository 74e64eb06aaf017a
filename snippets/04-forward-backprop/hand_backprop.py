# পর্ব ০৪ · ২ — বাস-app-এর প্রথম model: দুই সকালের forward আর backward, পুরোটা হাতে
# শুধু Python-এর math; কোনো library নেই
import math


def sigmoid(t):
    return 1 / (1 + math.exp(-t))


# প্রতিটি সকাল: (বৃষ্টি সেমি, ডিপো থেকে ছাড়তে দেরি ঘণ্টা, দেরিতে পৌঁছাল? 1 = হ্যাঁ, 0 = না)
MORNINGS = {"A": (2.0, 0.5, 1.0), "B": (0.0, 0.25, 0.0)}
# পাঁচটি parameter: প্রথম তিনটি যায় jam-এ (যানজটের আন্দাজ), শেষ দুটি p-তে
PARAMS = {"w_rain": 0.5, "w_depot": 0.5, "b_jam": 0.0, "w_late": 2.0, "b_late": -1.0}


def forward(P, rain, depot, late):
    """একটি সকালের হিসাব। backward যা যা পড়বে, সব এই খাতায় রেখে দেয়।"""
    z = P["w_rain"] * rain + P["w_depot"] * depot + P["b_jam"]
    jam = sigmoid(z)
    s = P["w_late"] * jam + P["b_late"]
    p = sigmoid(s)
    return {"rain": rain, "depot": depot, "late": late, "z": z, "jam": jam, "s": s, "p": p,
            "err": (p - late) ** 2}


def backward(P, kept, n):
    """একটি সকালের ভাগ। প্রতিটি লাইন: আসা gradient × একটি local derivative।"""
    g = {"p": 2 * (kept["p"] - kept["late"]) / n}      # L = n সকালের (p − late)²-এর গড়
    g["s"] = g["p"] * kept["p"] * (1 - kept["p"])      # p = σ(s)
    g["w_late"] = g["s"] * kept["jam"]                 # s = w_late·jam + b_late
    g["b_late"] = g["s"] * 1.0
    g["jam"] = g["s"] * P["w_late"]
    g["z"] = g["jam"] * kept["jam"] * (1 - kept["jam"])   # jam = σ(z)
    g["w_rain"] = g["z"] * kept["rain"]                # z = w_rain·rain + w_depot·depot + b_jam
    g["w_depot"] = g["z"] * kept["depot"]
    g["b_jam"] = g["z"] * 1.0
    return g


def gradients(P, mornings=MORNINGS):
    """প্রতিটি parameter সব সকালে কাজে লেগেছে; তার gradient সব সকালের ভাগের যোগফল।"""
    kept = {name: forward(P, *m) for name, m in mornings.items()}
    parts = {name: backward(P, k, len(mornings)) for name, k in kept.items()}
    total = {name: sum(part[name] for part in parts.values()) for name in P}
    return total, parts, kept


if __name__ == "__main__":
    total, parts, kept = gradients(PARAMS)
    A, B = kept["A"], kept["B"]
    print("forward              সকাল A    সকাল B")
    for key in ("z", "jam", "s", "p", "err"):
        print(f"  {key:<14}{A[key]:>10.4f}{B[key]:>10.4f}")
    print(f"  L = err-এর গড় {(A['err'] + B['err']) / 2:>9.4f}")
    print("backward: node-এর gradient")
    for key in ("p", "s", "jam", "z"):
        print(f"  ∂L/∂{key:<10}{parts['A'][key]:>+10.4f}{parts['B'][key]:>+10.4f}")
    print("backward: parameter-এর দুই ভাগ, আর তাদের যোগফল")
    for name in ("w_late", "b_late", "w_rain", "w_depot", "b_jam"):
        a, b = parts["A"][name] + 0.0, parts["B"][name] + 0.0    # + 0.0: −0.0 ছাপা হয় 0.0 হয়ে
        print(f"  {name:<14}{a:>+10.5f}{b:>+10.5f}   = {total[name]:+.5f}")
