import random


def make_streams(seed):
    # ভুল: seed × 1, 2, 3; seed 0-তে তিনটিই Random(0), একই ক্রম
    names = ("init", "dropout", "shuffle")
    return {name: random.Random(seed * k) for k, name in enumerate(names, start=1)}
