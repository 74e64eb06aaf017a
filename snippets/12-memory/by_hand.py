import flood_data
import torch
import torch.nn.functional as F
from flood_net import FloodNet, tensors
from ledger import SavedBytes, grad_bytes, optimizer_bytes, weight_bytes

F32, I64 = 4, 8                                      # float32 আর int64: একটি সংখ্যায় কত byte


def fixed_by_hand(h, station_dim=3, features=6, classes=3):
    """weight, grad আর Adam: batch-এর ওপর নির্ভর করে না।"""
    n_in = features + station_dim
    tensors_and_counts = [5 * station_dim,           # Embedding: পাঁচ স্টেশন × station_dim
                          n_in * h, h,               # প্রথম Linear: weight, bias
                          h * h, h,                  # দ্বিতীয় Linear
                          h * classes, classes]      # শেষ Linear
    n = sum(tensors_and_counts)
    adam = 2 * n * F32 + len(tensors_and_counts) * F32   # exp_avg, exp_avg_sq, আর প্রতিটি tensor-এর step
    return n * F32, n * F32, adam


def graph_by_hand(h, batch, station_dim=3, features=6, classes=3):
    """forward-এর পরে graph যা রাখে, ভাগে ভাগে (পর্ব ০৮-এর নিয়মে: কে কী রাখে)।"""
    return [("স্টেশনের নম্বর (Embedding)", batch * I64),
            ("প্রথম Linear-এর input", batch * (features + station_dim) * F32),
            ("প্রথম ReLU-এর output", batch * h * F32),
            ("Dropout-এর mask", batch * h * F32),
            ("Dropout-এর output", batch * h * F32),
            ("দ্বিতীয় ReLU-এর output", batch * h * F32),
            ("log_softmax-এর output", batch * classes * F32),
            ("শ্রেণি (nll_loss)", batch * I64),
            ("গড়ের ভাজক (nll_loss)", F32)]


x, station, label = tensors(flood_data.flood_rows())
idx = torch.randperm(len(x), generator=torch.Generator().manual_seed(12))[:64]
for h in (32, 512):
    torch.manual_seed(12)
    model = FloodNet(hidden=h)
    model.set_scale(x)
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    with SavedBytes(model) as saved:
        loss = F.cross_entropy(model(x[idx], station[idx]), label[idx])
    loss.backward()
    opt.step()
    measured = (weight_bytes(model), grad_bytes(model), optimizer_bytes(opt), saved.total)
    parts = graph_by_hand(h, 64)
    counted = (*fixed_by_hand(h), sum(size for _, size in parts))
    if h == 32:
        for name, size in parts:
            print(f"  {name:28s}{size:7d}")
    print(f"hidden={h}:")
    for name, a, b in zip(("weight", "grad", "Adam", "graph"), counted, measured, strict=True):
        print(f"  {name:7s} হাতে {a:9d}  মাপে {b:9d}  {'মিলেছে' if a == b else 'মেলেনি'}")

# GPU-তে dropout অন্য পথে চলে: একটি fused kernel, torch.native_dropout, যার mask bool।
# সেই পথ CPU-তেও সরাসরি ডাকা যায়, তাই তার রাখা mask এখানেই মাপা যায়:
h = 512
hidden = torch.ones(64, h, requires_grad=True)
with SavedBytes(model) as saved:
    kept, mask = torch.native_dropout(hidden, 0.1, True)
mask_per_day = saved.total // 64
print(f"native_dropout-এর mask: {mask.dtype}, দিন-প্রতি {mask_per_day} byte")
print(f"GPU-তে hidden={h}-এ দিন-প্রতি graph: {F32 * (9 + 3 * h + 3) + mask_per_day + 2 * I64} byte")
