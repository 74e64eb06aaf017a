import math


def first_bad_layer(outputs):
    for name, values in outputs:
        if not math.isfinite(sum(values)):   # ভুল: layer-প্রতি একটি যোগফল দেখে; সসীম মানের যোগও inf হতে পারে
            return name
    return None
