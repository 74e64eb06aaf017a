import random


def make_streams(seed):
    # ভুল: একই seed, শুধু কয়েকটি সংখ্যা আগে টেনে রাখা: তিনটি একই ক্রমের সরানো কপি
    streams = {}
    for k, name in enumerate(("init", "dropout", "shuffle")):
        rng = random.Random(seed)
        for _ in range(k):
            rng.random()
        streams[name] = rng
    return streams
