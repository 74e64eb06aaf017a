# পর্ব ০৯ · ৩ — FloodNet: layer ধরে parameter গোনা, হাতে আর numel() দিয়ে
import torch
from flood_net import FloodNet
from torch import nn

torch.manual_seed(0)
model = FloodNet()                            # hidden=32, station_dim=3, dropout=0.1
for name, m in model.named_modules():         # সন্তানদের গাছ, পথ-নাম ধরে; print(model)-ও এটিই দেখায়
    if name:                                  # প্রথমটি model নিজে, নাম "" (খালি): সেটি বাদ
        # extra_repr(): print(model)-এ layer-এর নামের পরে বন্ধনীর লেখা; Dropout-এর p এক দশমিকে, যাতে সব কম্পিউটারে একই লেখা
        extra = f"p={m.p:.1f}" if isinstance(m, nn.Dropout) else m.extra_repr()
        print(f"{name:8} {type(m).__name__}({extra})")
print()
for name, p in model.named_parameters():
    shape = str(tuple(p.shape))
    print(f"{name:15} {shape:8} {p.numel():5}")
total = sum(p.numel() for p in model.parameters())
# হাতে: Embedding 5×3; Linear(ঢোকা, বের) = ঢোকা×বের + বের
by_hand = 5 * 3 + (9 * 32 + 32) + (32 * 32 + 32) + (32 * 3 + 3)
print(f"numel() দিয়ে মোট: {total} | হাতে: {by_hand} | মেলে: {total == by_hand}")
# Embedding মানে একটি ছক: স্টেশনের নম্বর দিয়ে একটি সারি বেছে নেওয়া
row = model.station(torch.tensor([2]))
print("station(2) == station.weight[2]:", torch.equal(row[0], model.station.weight[2]))
