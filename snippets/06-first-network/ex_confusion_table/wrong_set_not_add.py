def confusion(true, said, k):
    """k × k ছক (list-এর list): সারি আসল দল, কলাম model-এর বলা দল, ঘরে কতগুলো অর্ডার।"""
    table = [[0] * k for _ in range(k)]
    for t, s in zip(true, said):
        table[t][s] = 1                      # ভুল: গোনা নয়, শুধু "আছে" চিহ্ন
    return table
