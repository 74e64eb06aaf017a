# পর্ব ০৫ · ৪ — আম বাছাইয়ের 2-3-1 network; সংখ্যা Rashi হোক বা অন্য কিছু, একই code চলে
import random

from mangoes import MANGOES, features

HIDDEN = 3
# ১৩টি parameter এক সারিতে: W1 (৩ × ২), b1 (৩), W2 (৩), b2 (১)
NAMES = [f"W1[{j}][{i}]" for j in range(HIDDEN) for i in range(2)] + \
        [f"b1[{j}]" for j in range(HIDDEN)] + [f"W2[{j}]" for j in range(HIDDEN)] + ["b2"]


def init_params(seed=1):
    """শুরুর weight −১ থেকে ১-এর মধ্যে এলোমেলো, bias শূন্য; seed একই থাকলে সংখ্যাও একই।"""
    rng = random.Random(seed)
    weights = [rng.uniform(-1, 1) for _ in range(3 * HIDDEN)]
    return weights[:2 * HIDDEN] + [0.0] * HIDDEN + weights[2 * HIDDEN:] + [0.0]


def predict(params, x1, x2):
    """একটি আম রপ্তানি-মানের হওয়ার সম্ভাবনা: hidden layer-এ tanh, output-এ sigmoid।"""
    out = params[-1]                                   # b2
    for j in range(HIDDEN):
        z = params[2 * j] * x1 + params[2 * j + 1] * x2 + params[2 * HIDDEN + j]
        out = out + params[3 * HIDDEN + j] * z.tanh()
    return out.sigmoid()


def loss(params, data=MANGOES):
    """সব আমের (p − y)²-এর গড়; বর্গটি d * d, তাই প্রতিটি d দুবার ব্যবহার হয়।"""
    total = 0.0
    for grams, spots, y in data:
        d = predict(params, *features(grams, spots)) - y
        total = total + d * d
    return total / len(data)
