import math


def first_bad_layer(outputs):
    for name, values in outputs:
        if values and not math.isfinite(values[0]):   # ভুল: শুধু প্রথম সংখ্যাটি দেখে
            return name
    return None
