def confusion(true, said, k):
    """k × k ছক (list-এর list): সারি আসল দল, কলাম model-এর বলা দল, ঘরে কতগুলো অর্ডার।"""
    # TODO: k-টি সারি, প্রতিটিতে k-টি শূন্য
    # TODO: প্রতিটি অর্ডারে ঠিক ঘরটিতে এক যোগ
    return []
