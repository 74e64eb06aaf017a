import math


def bce_with_logits(z, y):
    """logit z আর আসল উত্তর y (0 বা 1) থেকে binary cross-entropy, z যত বড়ই হোক।"""
    return math.log(1 + math.exp(z)) - y * z     # ভুল: exp-এ সরাসরি z, বড় z-এ উপচে পড়ে
