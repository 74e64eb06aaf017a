# FloodNet-এর একটি training ধাপ কোন কোন operator ডাকে, কতবার: torch.profiler দিয়ে গোনা।
import os
from collections import Counter

os.environ["KINETO_LOG_LEVEL"] = "6"   # profiler-এর নিজের log বন্ধ (তাতে ঘড়ির সময় ছাপা থাকে)

import flood_data
import torch
import torch.nn.functional as F
from flood_net import FloodNet, tensors
from torch.profiler import ProfilerActivity, profile

torch.set_num_threads(1)
train = [r for r in flood_data.flood_rows() if r[1] <= 2022]   # ২০১৫–২০২২: training ভাগ
x, station, label = tensors(train)

torch.manual_seed(13)
model = FloodNet()
model.set_scale(x)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)


def counted(work):
    """work() চালানোর সময় কোন aten operator কতবার ডাকা হলো, আর তাদের কতগুলো সবচেয়ে বাইরের
    (অন্য কোনো aten operator-এর ভেতর থেকে ডাকা নয়)।"""
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        work()
    outer = Counter(e.name for e in prof.events() if e.name.startswith("aten::") and not
                    (e.cpu_parent and e.cpu_parent.name.startswith("aten::")))
    return Counter({e.key: e.count for e in prof.key_averages() if e.key.startswith("aten::")}), outer


def train_step(n):
    """প্রথম n সারির batch-এ একটি ধাপ; তিন ভাগের প্রতিটির operator আলাদা গোনা।
    ফেরত দেয় দুটি dict: ভাগ → প্রতিটি operator-এর গোনা, আর ভাগ → সবচেয়ে বাইরের call-এর সংখ্যা।"""
    opt.zero_grad()
    box = {}   # forward-এর loss রাখার পাত্র: ভেতরের ফাংশন return ছাড়াই বাইরের dict-এ লিখে যায়
    def forward():
        box["loss"] = F.cross_entropy(model(x[:n], station[:n]), label[:n])
    parts = {"forward + loss": counted(forward),
             "backward": counted(lambda: box["loss"].backward()),
             "Adam-এর step": counted(opt.step)}
    return ({part: ops for part, (ops, _) in parts.items()},
            {part: outer.total() for part, (_, outer) in parts.items()})


train_step(64)                      # একবার আগে: প্রথম ধাপের এককালীন কাজ গোনায় না আসুক
(small, outer), (big, _) = train_step(64), train_step(512)   # batch 512-এর সবচেয়ে বাইরের গোনা লাগে না: _

print("ভাগ             batch 64  batch 512")
for part in small:
    print(f"{part:15s} {sum(small[part].values()):8d} {sum(big[part].values()):10d}")
total = sum(small.values(), Counter())   # Counter-এর যোগে একই নামের গোনা যোগ হয়; .total() সব গোনার যোগফল
print(f"{'মোট':15s} {total.total():8d} {sum(big.values(), Counter()).total():10d}")
print(f"দুই batch-এ প্রতিটি operator-এর গোনা এক: {small == big}")
n_params = len(list(model.parameters()))
adam = sum(small["Adam-এর step"].values())
print(f"parameter tensor: {n_params}, প্রতিটির জন্য Adam-এর call: {adam / n_params:g}, আলাদা operator: {len(total)}")
print()
for part, names in (("forward + loss", ("aten::embedding", "aten::cat", "aten::addmm", "aten::relu",
                                        "aten::dropout", "aten::log_softmax", "aten::nll_loss")),
                    ("backward", ("aten::mm", "aten::threshold_backward", "aten::embedding_backward")),
                    ("Adam-এর step", ("aten::lerp_", "aten::addcmul_", "aten::sqrt", "aten::addcdiv_",
                                      "aten::item"))):
    print(f"{part}: " + ", ".join(f"{n[6:]} {small[part][n]}" for n in names))   # n[6:]: "aten::" বাদে নাম

print()
print(f"সবচেয়ে বাইরের call, batch 64: {sum(outer.values())} (Adam: {outer['Adam-এর step']})")
fused = torch.optim.Adam(model.parameters(), lr=3e-3, fused=True)   # সব tensor-এর হালনাগাদ এক operator-এ
fused.step()                        # প্রথম step-এর এককালীন কাজ (state তৈরি) গোনায় না আসুক
ops, fused_outer = counted(fused.step)
print(f"Adam(fused=True)-এর step: {ops.total()}, তার সবচেয়ে বাইরের: {fused_outer.total()} "
      f"({', '.join(n[6:] for n in fused_outer)})")
