def graph_bytes(sizes, batch):
    per_day = 4 * sum(sizes[1:]) + 8             # x-কে graph-এর দায় ভাবেনি
    return batch * per_day + 4
