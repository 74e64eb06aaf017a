import math


def bce_with_logits(z, y):
    """logit z আর আসল উত্তর y (0 বা 1) থেকে binary cross-entropy, z যত বড়ই হোক।"""
    p = 1 / (1 + math.exp(-z))
    p = min(max(p, 1e-12), 1 - 1e-12)           # ভুল: log(0) এড়াতে সম্ভাবনা কেটে রাখা
    return -(y * math.log(p) + (1 - y) * math.log(1 - p))
