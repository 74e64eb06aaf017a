import math


def first_bad_layer(outputs):
    bad = None
    for name, values in outputs:
        if any(not math.isfinite(v) for v in values):
            bad = name                 # ভুল: না থেমে এগিয়ে যায়, তাই শেষ সসীম-নয় layer-টি ফেরে
    return bad
