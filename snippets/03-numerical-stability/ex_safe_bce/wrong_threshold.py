import math


def bce_with_logits(z, y):
    # ভুল: শুধু খুব বড় |z|-এ আলাদা পথ; মাঝের z-এ সম্ভাবনা বানিয়ে তার log, যেখানে 1 − p অঙ্ক হারায়
    if z > 30:
        return (1 - y) * z
    if z < -30:
        return -y * z + (1 - y) * math.exp(z)
    p = 1 / (1 + math.exp(-z))
    return -(y * math.log(p) + (1 - y) * math.log(1 - p))
