def graph_bytes(sizes, batch):
    per_day = 4 * sum(sizes) + 8 + 4             # ভাজককেও দিন-প্রতি ধরেছে
    return batch * per_day
