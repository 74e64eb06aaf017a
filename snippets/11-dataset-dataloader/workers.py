import csv

import flood_data
import torch
from flood_csv import FloodCSV, write_csv
from torch.utils.data import DataLoader, IterableDataset, get_worker_info


class FloodStream(IterableDataset):
    """file একবারে না পড়ে লাইন ধরে ধরে দেয়; প্রতিটি নমুনা (সারির নম্বর, শ্রেণি)।"""

    def __init__(self, path, split):
        self.path, self.split = path, split

    def __iter__(self):
        info = get_worker_info()           # main process-এ None, worker-এ তার id আর মোট worker
        with open(self.path, newline="") as f:   # newline="": লাইনের শেষ csv নিজে সামলায়
            lines = csv.reader(f)
            next(lines)                    # কলামের নাম
            for i, line in enumerate(lines):
                if self.split and info is not None and i % info.num_workers != info.id:
                    continue               # এই সারি অন্য worker-এর
                yield i, int(line[8])        # একটি নমুনা দিয়ে এখানে থামে; পরের নমুনা চাইলে এখান থেকেই চলে


def count(stream, workers):
    seen = torch.cat([b[0] for b in DataLoader(stream, batch_size=64, num_workers=workers)])
    return f"{len(seen)} সারি, আলাদা {len(set(seen.tolist()))}"


def main():
    write_csv("flood.csv", flood_data.flood_rows())
    print("worker ছাড়া:", count(FloodStream("flood.csv", split=False), 0))
    print("2 worker, ভাগ ছাড়া:", count(FloodStream("flood.csv", split=False), 2))
    print("2 worker, get_worker_info দিয়ে ভাগ:", count(FloodStream("flood.csv", split=True), 2))

    # map-style Dataset: index বাছে main process-এর sampler, worker শুধু সেই index-এর নমুনা বানায়
    ds = FloodCSV("flood.csv")
    same = all(
        torch.equal(a[0], b[0]) and torch.equal(a[2], b[2])
        for a, b in zip(
            DataLoader(ds, batch_size=64, shuffle=True, generator=torch.Generator().manual_seed(11)),
            DataLoader(ds, batch_size=64, shuffle=True, generator=torch.Generator().manual_seed(11), num_workers=2),
            strict=True,
        )
    )
    print("map-style, 0 আর 2 worker-এ একই batch, একই ক্রমে:", same)


# worker চালু হলে (Windows/macOS-এ, আর Python 3.14 থেকে Linux-এও) এই file আবার import হয়:
# তখন নিচের শর্ত মিথ্যা, তাই worker নিজে আর worker চালু করে না
if __name__ == "__main__":
    main()
