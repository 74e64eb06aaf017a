import math


def record_norm(log, name):
    def hook(grad):
        # ভুল: বর্গের বদলে পরম মানের যোগফল (L1 মাপ)
        log.append((name, sum(abs(v) for row in grad for v in row)))
    return hook


def vanishing(log, ratio=0.01):
    largest = max(norm for _, norm in log)
    return [name for name, norm in log if norm < ratio * largest]
