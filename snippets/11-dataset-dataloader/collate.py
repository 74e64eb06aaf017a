import flood_data
import torch
from flood_csv import FloodCSV, write_csv
from flood_net import FloodNet, tensors
from torch.utils.data import DataLoader, default_collate

write_csv("flood.csv", flood_data.flood_rows())
ds = FloodCSV("flood.csv")

# default collate: (মাপ, স্টেশন, শ্রেণি)-এর তালিকা থেকে তিনটি জোড়া tensor
two = [ds[0], ds[1]]
x, station, label = default_collate(two)
print("tuple নমুনা:", tuple(x.shape), tuple(station.shape), tuple(label.shape))
as_dict = [{"x": x, "station": s, "label": y} for x, s, y in two]
print("dict নমুনা :", {k: tuple(v.shape) for k, v in default_collate(as_dict).items()})

# কাঁচা সারি (নয়টি int-এর tuple): default collate কলাম ধরে নয়টি আলাদা tensor বানায়
raw = flood_data.flood_rows()
first = next(iter(DataLoader(raw, batch_size=64)))
print(f"কাঁচা সারি, default: {type(first).__name__}, তাতে {len(first)}টি tensor, প্রতিটি {tuple(first[0].shape)}")

# নিজের collate_fn: পুরো batch-এর সারি একসঙ্গে tensor-এ
ox, ostation, olabel = next(iter(DataLoader(raw, batch_size=64, collate_fn=tensors)))
dx, dstation, dlabel = next(iter(DataLoader(ds, batch_size=64)))
print("কাঁচা সারি, collate_fn=tensors:", tuple(ox.shape), ox.dtype, "| Dataset-এর batch-এর সঙ্গে হুবহু এক:",
      torch.equal(ox, dx) and torch.equal(ostation, dstation) and torch.equal(olabel, dlabel))

# নমুনার মাপ যদি ছয়টি Python float-এর list হয় (tensor নয়): default collate সেটিও ঘর ধরে জোড়ে
floats = [([float(v) for v in r[2:8]], r[0], r[8]) for r in raw[:64]]
fx = next(iter(DataLoader(floats, batch_size=64)))[0]
print(f"float-এর list নমুনা, মাপ: {type(fx).__name__}, তাতে {len(fx)}টি tensor, প্রতিটি {tuple(fx[0].shape)} {fx[0].dtype}")

# অনুশীলনী ১-এর ধরন: __getitem__-এ মাপ যদি int থেকে tensor হয়, int64; FloodNet তাতে থামে না
ix = default_collate([torch.tensor([int(v) for v in r[2:8]]) for r in raw[:64]])
logits = FloodNet()(ix, ostation)
print("int মাপের tensor:", ix.dtype, "| FloodNet তবু চলে, logits:", logits.dtype, tuple(logits.shape))
try:
    torch.tensor([str(v) for v in raw[0][2:8]])
except ValueError:
    print("str মাপ থেকে torch.tensor: ValueError")
