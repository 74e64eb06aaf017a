import random


def minibatches(n, size, seed):
    """0 … n − 1 এলোমেলো করে size-এর টুকরোয় ভাগ; টুকরোগুলোর list ফেরত দেয়।"""
    order = list(range(n))
    random.Random(seed).shuffle(order)
    # ভুল: শেষের ছোট টুকরোর জন্য সবসময় একটি বাড়তি টুকরো; n size দিয়ে মিললে সেটি খালি
    return [order[k * size:(k + 1) * size] for k in range(n // size + 1)]
