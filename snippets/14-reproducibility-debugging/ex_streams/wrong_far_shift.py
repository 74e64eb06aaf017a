import random


def make_streams(seed):
    # ভুল: একই seed, তবে প্রতিটি stream ১০০০ ঘর করে এগিয়ে রাখা: "অনেক দূরে", তবু একই ক্রমের পরের অংশ
    streams = {}
    for k, name in enumerate(("init", "dropout", "shuffle")):
        rng = random.Random(seed)
        for _ in range(1000 * k):
            rng.random()
        streams[name] = rng
    return streams
