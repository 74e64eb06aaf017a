def confusion(true, said, k):
    """k × k ছক (list-এর list): সারি আসল দল, কলাম model-এর বলা দল, ঘরে কতগুলো অর্ডার।"""
    table = [[0] * k for _ in range(k)]
    for t, s in zip(true, said):
        table[s][t] += 1                     # ভুল: সারি আর কলাম উল্টো
    return table
