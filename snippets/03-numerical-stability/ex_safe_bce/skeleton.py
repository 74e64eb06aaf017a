import math


def bce_with_logits(z, y):
    """logit z আর আসল উত্তর y (0 বা 1) থেকে binary cross-entropy, z যত বড়ই হোক।"""
    # TODO: y = 1 আর y = 0-এর loss এক সূত্রে লিখুন, যাতে exp-এ কখনো বড় ধনাত্মক সংখ্যা না ঢোকে
    return 0.0
