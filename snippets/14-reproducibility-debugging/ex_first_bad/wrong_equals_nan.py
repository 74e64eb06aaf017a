import math


def first_bad_layer(outputs):
    for name, values in outputs:
        for v in values:
            if v == float("nan") or abs(v) == float("inf"):   # ভুল: nan কারও সমান নয়, নিজেরও না
                return name
    return None
