import random


def minibatches(n, size, seed):
    """0 … n − 1 এলোমেলো করে size-এর টুকরোয় ভাগ; টুকরোগুলোর list ফেরত দেয়।"""
    # TODO: random.Random(seed) দিয়ে ক্রম এলোমেলো করুন
    # TODO: size ধরে টুকরো কাটুন; শেষ টুকরো ছোট হতে পারে
    return []
