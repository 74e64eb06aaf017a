import flood_data
import torch
import torch.nn.functional as F
from flood_net import FloodNet, tensors
from ledger import SavedBytes, grad_bytes, optimizer_bytes, weight_bytes

x, station, label = tensors(flood_data.flood_rows())
torch.manual_seed(12)
model = FloodNet()                                  # hidden=32, পর্ব ০৯-এর model
model.set_scale(x)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
g = torch.Generator().manual_seed(12)
batches = torch.randperm(len(x), generator=g)[:192].split(64)   # তিনটি batch, ৬৪টি করে দিন

print(f"parameter: {sum(p.numel() for p in model.parameters())} টি সংখ্যা, "
      f"{len(list(model.parameters()))} টি tensor-এ")
print(f"{'মুহূর্ত':24s}{'weight':>8s}{'grad':>8s}{'Adam':>8s}{'graph':>8s}")


def row(when, graph):
    print(f"{when:24s}{weight_bytes(model):8d}{grad_bytes(model):8d}{optimizer_bytes(opt):8d}{graph:8d}")


row("model আর optimizer বানানো", 0)
for step, idx in enumerate(batches, start=1):
    xb, sb, yb = x[idx], station[idx], label[idx]    # index দিয়ে তোলা: batch-এর নিজের কপি
    with SavedBytes(model) as saved:                 # পর্ব ১০-এর ক্রম: forward, loss, zero_grad, backward, step
        loss = F.cross_entropy(model(xb, sb), yb)
    row(f"ধাপ {step}: forward", saved.alive)
    opt.zero_grad()
    row(f"ধাপ {step}: zero_grad", saved.alive)
    loss.backward()
    row(f"ধাপ {step}: backward", saved.alive)
    opt.step()
    row(f"ধাপ {step}: step", saved.alive)

state = opt.state[model.body[0].weight]
for name, value in state.items():
    print(f"Adam-এর খাতায় {name:10s}: shape {tuple(value.shape)}, {value.dtype}")
