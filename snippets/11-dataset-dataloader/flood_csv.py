# পর্ব ১১-এর CSV আর Dataset: flood_data-র সারি একটি CSV file-এ লেখা, আর file থেকে পড়ে model-এর খাবার বানানো।
import csv

import flood_data
from flood_net import tensors
from torch.utils.data import Dataset


def write_csv(path, rows):
    """প্রথম লাইনে কলামের নাম, তারপর প্রতিটি সারি এক লাইনে।"""
    with open(path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(flood_data.COLUMNS)
        writer.writerows(rows)


def read_csv(path):
    """CSV থেকে সারিগুলো, flood_rows()-এর মতোই int-এর tuple হিসেবে।"""
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = tuple(next(reader))
        if header != flood_data.COLUMNS:
            raise ValueError(f"{path}: কলামগুলো {header}, হওয়ার কথা {flood_data.COLUMNS}")
        return [tuple(int(v) for v in line) for line in reader]


class FloodCSV(Dataset):
    """map-style Dataset: file-এর প্রতিটি সারি একটি নমুনা; years দিলে শুধু সেই বছরগুলোর সারি।"""

    def __init__(self, path, years=None):
        rows = read_csv(path)
        self.rows = rows if years is None else [r for r in rows if r[1] in years]
        # tensor একবারেই বানিয়ে রাখা: __getitem__ প্রতিটি epoch-এ প্রতিটি সারির জন্য ডাক পায়
        self.x, self.station, self.label = tensors(self.rows)

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        return self.x[i], self.station[i], self.label[i]   # (6,) float32, আর দুটি int64 scalar
