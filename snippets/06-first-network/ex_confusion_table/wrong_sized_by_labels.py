def confusion(true, said, k):
    """k × k ছক (list-এর list): সারি আসল দল, কলাম model-এর বলা দল, ঘরে কতগুলো অর্ডার।"""
    n = max(max(true), max(said)) + 1        # ভুল: k নয়, দেখা সবচেয়ে বড় দল থেকে মাপ
    table = [[0] * n for _ in range(n)]
    for t, s in zip(true, said):
        table[t][s] += 1
    return table
