def graph_bytes(sizes, batch):
    per_day = 4 * sum(sizes)                     # শ্রেণির int64 বাদ
    return batch * per_day + 4
