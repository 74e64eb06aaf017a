import math


def bce_with_logits(z, y):
    """logit z আর আসল উত্তর y (0 বা 1) থেকে binary cross-entropy, z যত বড়ই হোক।"""
    # y·softplus(−z) + (1 − y)·softplus(z) = softplus(z) − y·z
    # exp-এ শুধু −|z| ঢোকে, তাই উপচে পড়ে না
    return max(z, 0.0) - y * z + math.log1p(math.exp(-abs(z)))
