def confusion(true, said, k):
    """k × k ছক (list-এর list): সারি আসল দল, কলাম model-এর বলা দল, ঘরে কতগুলো অর্ডার।"""
    table = [[0] * k for _ in range(k)]
    for t, s in zip(true, said):
        if t != s:                           # ভুল: শুধু ভুলগুলো গোনা, ঠিক উত্তর (কর্ণ) বাদ
            table[t][s] += 1
    return table
