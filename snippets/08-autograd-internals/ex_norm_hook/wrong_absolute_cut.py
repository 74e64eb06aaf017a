import math


def record_norm(log, name):
    def hook(grad):
        log.append((name, math.sqrt(sum(v * v for row in grad for v in row))))
    return hook


def vanishing(log, ratio=0.01):
    return [name for name, norm in log if norm < ratio]   # ভুল: বড়টির তুলনায় নয়, একটি স্থির সীমা
