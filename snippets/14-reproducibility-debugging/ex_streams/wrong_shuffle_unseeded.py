import random


def make_streams(seed):
    return {"init": random.Random(seed), "dropout": random.Random(seed + 1),
            "shuffle": random.Random()}          # ভুল: shuffle-এর generator-এ seed দেওয়া হয়নি
