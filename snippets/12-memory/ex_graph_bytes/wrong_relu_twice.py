def graph_bytes(sizes, batch):
    hidden = sum(sizes[1:-1])
    per_day = 4 * (sum(sizes) + hidden) + 8      # ReLU-এর output আর পরের Linear-এর input আলাদা ধরেছে
    return batch * per_day + 4
