import math


def bce_with_logits(z, y):
    """logit z আর আসল উত্তর y (0 বা 1) থেকে binary cross-entropy, z যত বড়ই হোক।"""
    return max(z, 0.0) - y * z + math.log1p(math.exp(-z))   # ভুল: |z| নয়, z
