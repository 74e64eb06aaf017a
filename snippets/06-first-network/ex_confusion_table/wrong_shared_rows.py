def confusion(true, said, k):
    """k × k ছক (list-এর list): সারি আসল দল, কলাম model-এর বলা দল, ঘরে কতগুলো অর্ডার।"""
    table = [[0] * k] * k                    # ভুল: k-টি সারি আসলে একই list
    for t, s in zip(true, said):
        table[t][s] += 1
    return table
