import math


def record_norm(log, name):
    def hook(grad):
        log.append((name, math.sqrt(sum(v * v for row in grad for v in row))))
    return hook


def vanishing(log, ratio=0.01):
    first = log[0][1]                              # ভুল: প্রথম টোকা মাপ (শেষ layer) সবচেয়ে বড় ধরে নেওয়া
    return [name for name, norm in log if norm < ratio * first]
