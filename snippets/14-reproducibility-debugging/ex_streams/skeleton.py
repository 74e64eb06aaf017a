import random


def make_streams(seed):
    """তিনটি আলাদা random.Random: "init", "dropout" আর "shuffle"।
    একই seed দিলে প্রতিটি একই ক্রম দেয়; একটি থেকে টানলে অন্যটির ক্রম বদলায় না;
    তিনটির ক্রম একে অন্যের কপি নয়; আর seed বদলালে সবকটি বদলায়।"""
    # TODO: প্রতিটি generator-এর জন্য seed থেকে নিজের একটি seed বানান
    rng = random.Random()
    return {"init": rng, "dropout": rng, "shuffle": rng}
