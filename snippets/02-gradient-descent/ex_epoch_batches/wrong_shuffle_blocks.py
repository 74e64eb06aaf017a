import random


def minibatches(n, size, seed):
    """0 … n − 1 এলোমেলো করে size-এর টুকরোয় ভাগ; টুকরোগুলোর list ফেরত দেয়।"""
    rng = random.Random(seed)
    order = list(range(n))
    batches = [order[start:start + size] for start in range(0, n, size)]
    full = [batch for batch in batches if len(batch) == size]
    short = [batch for batch in batches if len(batch) < size]
    rng.shuffle(full)              # ভুল: এলোমেলো হলো টুকরোর ক্রম; প্রতিটি টুকরোয় সবসময় সেই একই যাত্রাগুলো
    return full + short            # ছোট টুকরো শেষেই রইল
