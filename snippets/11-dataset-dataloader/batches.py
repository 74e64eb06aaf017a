import flood_data
import torch
from flood_csv import FloodCSV, write_csv
from torch.utils.data import DataLoader

write_csv("flood.csv", flood_data.flood_rows())
ds = FloodCSV("flood.csv")

loader = DataLoader(ds, batch_size=64, shuffle=True, generator=torch.Generator().manual_seed(11))
x, station, label = next(iter(loader))
print("একটি batch:", tuple(x.shape), x.dtype, "|", tuple(station.shape), station.dtype, "|", tuple(label.shape))
sizes = [len(b[2]) for b in loader]
print("len(loader):", len(loader), "| প্রথম batch:", sizes[0], "| শেষ batch:", sizes[-1])
print("drop_last=True দিলে:", len(DataLoader(ds, batch_size=64, drop_last=True)))


def epoch_labels(seed, epochs=1):
    """একটি নতুন loader-এর প্রতিটি epoch-এ শ্রেণিগুলো যে ক্রমে এল।"""
    g = torch.Generator().manual_seed(seed)
    loader = DataLoader(ds, batch_size=64, shuffle=True, generator=g)
    return [torch.cat([b[2] for b in loader]) for _ in range(epochs)]


a1, a2 = epoch_labels(11, epochs=2)
b1, b2 = epoch_labels(11, epochs=2)
(c1,) = epoch_labels(12)
print("seed 11 আবার: প্রথম epoch একই ক্রম:", torch.equal(a1, b1), "| দ্বিতীয় epoch-ও:", torch.equal(a2, b2))
print("একই loader-এর দুই epoch একই ক্রম:", torch.equal(a1, a2), "| seed 12 একই ক্রম:", torch.equal(a1, c1))
