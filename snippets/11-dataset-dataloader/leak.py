import flood_data
import torch
from flood_net import tensors

rows = flood_data.flood_rows()
x, station, label = tensors(rows)
year = torch.tensor([r[1] for r in rows])
day = torch.tensor([r[7] for r in rows])
everything = torch.arange(len(rows))

by_year = (everything[year <= 2022], everything[year >= 2023])
shuffled = torch.randperm(len(rows), generator=torch.Generator().manual_seed(11))
by_day = (shuffled[1200:], shuffled[:1200])          # একই মাপ: ৪,৮০০ training, ১,২০০ validation


def calendar(train, val):
    """মুখস্থ-করা 'model': একই স্টেশনের training দিনগুলোর মধ্যে তারিখে সবচেয়ে কাছের দিনটির শ্রেণি বলে।
    পানির কোনো মাপ দেখে না। প্রতিটি দিন একটি পূর্ণসংখ্যা: স্টেশন × ১০⁶ + বছর × ১,০০০ + দিন, তাই একই
    স্টেশনের পরের বছর ১,০০০ দূরে, অন্য স্টেশন আরও দূরে। ফেরত দেয় নম্বর আর প্রতিটি val দিনের বেছে নেওয়া দিন।"""
    when = station * 10**6 + (year - 2015) * 1000 + day
    gap = (when[val, None] - when[None, train]).abs()      # (val, train) ছক: প্রতিটি জোড়ার দূরত্ব
    nearest = train[gap.argmin(dim=1)]                      # প্রতিটি সারিতে সবচেয়ে ছোট দূরত্বের training দিন
    return (label[nearest] == label[val]).sum().item() / len(val), nearest


def neighbours(train, val):
    """validation-এর কত সারির ঠিক আগের বা পরের দিনটি (একই স্টেশন, একই বছর) training-এ আছে।"""
    key = set(zip(station[train].tolist(), year[train].tolist(), day[train].tolist(), strict=True))
    near = [(s, y, d - 1) in key or (s, y, d + 1) in key
            for s, y, d in zip(station[val].tolist(), year[val].tolist(), day[val].tolist(), strict=True)]
    return sum(near) / len(near)


scores, picked = {}, {}
for name, (train, val) in (("বছর ধরে ভাগ", by_year), ("এলোমেলো ভাগ", by_day)):
    normal = (label[val] == 0).sum().item() / len(val)
    scores[name], picked[name] = calendar(train, val)
    print(f"{name}, পাশের দিন training-এ: {neighbours(train, val):.0%}")
    print(f"{name}, সবসময় 'স্বাভাবিক': {normal:.0%}")
    print(f"{name}, তারিখ-মুখস্থ: {scores[name]:.0%}")
extra = round(100 * scores["এলোমেলো ভাগ"]) - round(100 * scores["বছর ধরে ভাগ"])
print(f"এলোমেলো ভাগে তারিখ-মুখস্থের বাড়তি নম্বর: {extra} পয়েন্ট")
last = picked["বছর ধরে ভাগ"]
print("বছর ধরে ভাগে বেছে নেওয়া দিন সবসময় স্টেশনের 2022-এর শেষ দিন:",
      bool(((year[last] == 2022) & (day[last] == day.max()) & (station[last] == station[by_year[1]])).all()))

# scaling-এর গড় আর বিস্তার: শুধু training থেকে, নাকি সব সারি থেকে?
train = by_year[0]
mean_t, std_t = x[train].mean(dim=0), x[train].std(dim=0)
mean_a, std_a = x.mean(dim=0), x.std(dim=0)
shift = ((mean_a - mean_t) / std_t).abs().max().item()
stretch = (std_a / std_t - 1).abs().max().item()
print(f"সব সারি থেকে নিলে গড় সরে বড়জোর {shift:.2f} বিস্তার, বিস্তার বদলায় বড়জোর {stretch:.0%}")
