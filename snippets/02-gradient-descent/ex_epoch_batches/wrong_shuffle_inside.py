import random


def minibatches(n, size, seed):
    """0 … n − 1 এলোমেলো করে size-এর টুকরোয় ভাগ; টুকরোগুলোর list ফেরত দেয়।"""
    rng = random.Random(seed)
    batches = []
    for start in range(0, n, size):
        batch = list(range(start, min(start + size, n)))
        rng.shuffle(batch)         # ভুল: এলোমেলো শুধু টুকরোর ভেতরে; প্রতিটি টুকরোয় সবসময় একই যাত্রা
        batches.append(batch)
    return batches
