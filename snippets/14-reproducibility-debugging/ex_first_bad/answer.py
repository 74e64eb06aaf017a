import math


def first_bad_layer(outputs):
    """outputs: forward-এর ক্রমে (layer-এর নাম, তার output-এর সংখ্যাগুলোর তালিকা)।
    প্রথম যে layer-এর output-এ nan, inf বা -inf আছে, তার নাম; সব সসীম হলে None।"""
    for name, values in outputs:
        for v in values:
            if not math.isfinite(v):
                return name
    return None
