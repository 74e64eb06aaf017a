import random


def make_streams(seed):
    rng = random.Random(seed)                     # ভুল: তিনটি নাম, একটিই stream (torch-এর global stream-এর মতো)
    return {"init": rng, "dropout": rng, "shuffle": rng}
