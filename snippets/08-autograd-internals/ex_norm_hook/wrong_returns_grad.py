import math


def record_norm(log, name):
    def hook(grad):
        norm = math.sqrt(sum(v * v for row in grad for v in row))
        log.append((name, norm))
        return [[v / norm for v in row] for row in grad]   # ভুল: "সুবিধার জন্য" মাপ ১ করে ফেরত দিল
    return hook


def vanishing(log, ratio=0.01):
    largest = max(norm for _, norm in log)
    return [name for name, norm in log if norm < ratio * largest]
