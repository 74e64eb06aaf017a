import flood_data
import torch
import torch.nn.functional as F
from flood_net import FloodNet, tensors
from ledger import SavedBytes, grad_bytes, optimizer_bytes, weight_bytes
from line_plot import write_line_plot

MIB = 2 ** 20
x, station, label = tensors(flood_data.flood_rows())
torch.manual_seed(12)
model = FloodNet(hidden=512)                         # চওড়া model: byte-গুলো MiB-এর ঘরে ওঠে
model.set_scale(x)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
order = torch.randperm(len(x), generator=torch.Generator().manual_seed(12))

idx = order[:64]                                     # আগে একটি পুরো ধাপ: স্থির অংশের মাপ
F.cross_entropy(model(x[idx], station[idx]), label[idx]).backward()
opt.step()
parts = weight_bytes(model), grad_bytes(model), optimizer_bytes(opt)
fixed = sum(parts)
opt.zero_grad()

batches = (64, 256, 512, 768, 1024, 1536, 2048)
graph, left = [], []
for b in batches:                                    # graph মাপতে forward-ই যথেষ্ট
    idx = order[:b]
    with SavedBytes(model) as saved:
        loss = F.cross_entropy(model(x[idx], station[idx]), label[idx])
    graph.append(saved.total)
    del loss                                         # graph মুক্ত: পরের batch-এর আগে, backward ছাড়াই
    left.append(saved.alive)

print("weight {:.2f} + grad {:.2f} + Adam {:.2f} = স্থির অংশ {:.2f} MiB".format(*(b / MIB for b in (*parts, fixed))))
print(f"{'batch':>6s}{'graph, MiB':>12s}{'মোট, MiB':>10s}{'দিন-প্রতি byte':>16s}")
for b, g in zip(batches, graph, strict=True):
    print(f"{b:6d}{g / MIB:12.2f}{(fixed + g) / MIB:10.2f}{(g - 4) / b:16.0f}")
per_day = (graph[-1] - graph[0]) // (batches[-1] - batches[0])
print(f"batch-এ একটি দিন বাড়লে graph বাড়ে {per_day} byte")
print(f"graph স্থির অংশকে ছাড়িয়ে যায় batch {fixed // per_day + 1} থেকে")
print("del loss-এর পরে কোনো batch-এর graph-এ byte বাকি:", any(left))

write_line_plot(
    "batch_memory.svg",
    [("weight + grad + Adam", batches, [fixed / MIB] * len(batches)),
     ("graph-এ রাখা মান", batches, [g / MIB for g in graph]),
     ("মোট", batches, [(fixed + g) / MIB for g in graph])],
    digits=2,
    title="batch বাড়ালে training-এর memory (hidden=512)",
    desc="স্থির অংশ সব batch-এ সমান; graph-এর অংশ batch-এর সঙ্গে সরলরেখায় বাড়ে",
    xlabel="batch (দিন)", ylabel="MiB", lowest=False,
)
