import random


def make_streams(seed):
    # ভুল: তিনটি আলাদা generator, কিন্তু একই seed, তাই তিনটি একই ক্রম দেয়
    return {name: random.Random(seed) for name in ("init", "dropout", "shuffle")}
