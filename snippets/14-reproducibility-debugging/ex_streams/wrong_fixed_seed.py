import random


def make_streams(seed):
    # ভুল: seed ভুলে নিজের স্থির সংখ্যা; প্রতিটি run একই, কিন্তু seed বদলে নতুন run হয় না
    return {name: random.Random(f"2025/{name}") for name in ("init", "dropout", "shuffle")}
