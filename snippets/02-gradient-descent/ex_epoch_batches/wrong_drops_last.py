import random


def minibatches(n, size, seed):
    """0 … n − 1 এলোমেলো করে size-এর টুকরোয় ভাগ; টুকরোগুলোর list ফেরত দেয়।"""
    order = list(range(n))
    random.Random(seed).shuffle(order)
    # ভুল: n // size-টি পুরো টুকরো, বাকি যাত্রাগুলো বাদ পড়ে
    return [order[k * size:(k + 1) * size] for k in range(n // size)]
