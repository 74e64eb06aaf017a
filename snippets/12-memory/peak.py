import flood_data
import torch
import torch.nn.functional as F
from flood_net import FloodNet, tensors
from ledger import SavedBytes, grad_bytes, optimizer_bytes, weight_bytes

MIB = 2 ** 20
x, station, label = tensors(flood_data.flood_rows())
torch.manual_seed(12)
model = FloodNet(hidden=512)
model.set_scale(x)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
idx = torch.randperm(len(x), generator=torch.Generator().manual_seed(12))[:1024]
xb, sb, yb = x[idx], station[idx], label[idx]
F.cross_entropy(model(xb, sb), yb).backward()        # প্রথম ধাপ: Adam-এর খাতা খোলে
opt.step()
opt.zero_grad()

names = {p: n for n, p in model.named_parameters()}
rows = []


def sample(when):
    parts = (weight_bytes(model), optimizer_bytes(opt), grad_bytes(model), saved.alive)
    rows.append((when, *parts))


for p in model.parameters():                         # প্রতিটি .grad জমা হওয়ার ঠিক পরে একবার মাপা
    p.register_post_accumulate_grad_hook(lambda p: sample(f"backward: {names[p]}-এর grad জমল"))

with SavedBytes(model) as saved:                     # দ্বিতীয় ধাপ, মেপে মেপে
    loss = F.cross_entropy(model(xb, sb), yb)
sample("forward শেষ")
loss.backward()
sample("backward শেষ")

print(f"{'মুহূর্ত':34s}{'weight':>7s}{'Adam':>7s}{'grad':>7s}{'graph':>7s}{'মোট':>7s}   (MiB)")
for when, *parts in rows:
    print(f"{when:34s}" + "".join(f"{b / MIB:7.2f}" for b in parts) + f"{sum(parts) / MIB:7.2f}")
top = max(rows, key=lambda r: sum(r[1:]))
w, a = weight_bytes(model), optimizer_bytes(opt)
print(f"সবচেয়ে বেশি: {top[0]}, {sum(top[1:]) / MIB:.2f} MiB")
print(f"চারটির পুরো যোগফল: {(w + a + w + rows[0][4]) / MIB:.2f} MiB")
