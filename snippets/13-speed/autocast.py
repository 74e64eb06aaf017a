# bfloat16 autocast CPU-তে: কোন ধাপের output bfloat16 হয়, কোনটি float32 থাকে, আর নির্ভুলতায় কী হয়।
import math

import flood_data
import torch
import torch.nn.functional as F
from flood_net import FloodNet, tensors

torch.set_num_threads(1)
rows = flood_data.flood_rows()
x, station, label = tensors([r for r in rows if r[1] <= 2022])          # training: ২০১৫–২০২২
vx, vstation, vlabel = tensors([r for r in rows if r[1] >= 2023])       # validation: ২০২৩–২০২৪

# পর্ব ১০-এর মতো training, float32-এ, তিন epoch
torch.manual_seed(13)
model = FloodNet()
model.set_scale(x)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
shuffle = torch.Generator().manual_seed(13)
for _epoch in range(3):
    for idx in torch.randperm(len(x), generator=shuffle).split(64):
        opt.zero_grad()
        F.cross_entropy(model(x[idx], station[idx]), label[idx]).backward()
        opt.step()
model.eval()

# autocast-এর ভেতরে প্রতিটি ধাপের output-এর dtype, forward hook দিয়ে দেখা
seen = {}


def note(name):
    def hook(module, inputs, output):
        seen[name] = output.dtype      # কিছু return নয়: return করলে সেটিই output হয়ে যেত
    return hook


for name, layer in [("station (Embedding)", model.station)] + [
        (f"body[{i}] {type(m).__name__}", m) for i, m in enumerate(model.body)]:
    layer.register_forward_hook(note(name))
with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16):
    z = (vx - model.mean) / model.std
    logits = model(vx, vstation)
    loss = F.cross_entropy(logits, vlabel)
    log_p = F.log_softmax(logits, dim=1)          # আলাদা করে ডাকা log_softmax: কোনো তালিকায় নেই
    soft = logits.softmax(dim=1)
print(f"{'(x - mean) / std':22s} {z.dtype}")
for name, dtype in seen.items():
    print(f"{name:22s} {dtype}")
print(f"{'cross_entropy':22s} {loss.dtype}")
same = torch.equal(loss, F.cross_entropy(logits.float(), vlabel))   # autocast-এর বাইরে, float32-এ
print(f"  = float32-এ তোলা logit-এর cross_entropy, হুবহু: {same}")
e = math.frexp(loss.item())[1]          # loss = m × 2^e, 0.5 ≤ m < 1: তাই loss আছে 2^(e-1) আর 2^e-এর মাঝে
print(f"  loss আছে 2^{e - 1} আর 2^{e}-এর মাঝে; সেখানে পাশাপাশি দুটি bfloat16-এর ফাঁক 2^{e - 1 - 7}")
print(f"{'আলাদা log_softmax':22s} {log_p.dtype}")
print(f"{'softmax':22s} {soft.dtype}")
print(f"weight নিজে:           {model.body[0].weight.dtype}")

# নির্ভুলতা: একই model, float32 বনাম autocast
with torch.no_grad():
    plain = model(vx, vstation)
agree = (plain.argmax(1) == logits.argmax(1)).float().mean().item()
acc32 = (plain.argmax(1) == vlabel).float().mean().item()
acc16 = (logits.argmax(1) == vlabel).float().mean().item()
gap = (plain - logits.float()).abs().max().item()
print()
base = (vlabel == 0).float().mean().item()     # সবসময় "স্বাভাবিক" বললে যত দিন ঠিক
print(f"সবসময় 'স্বাভাবিক' বললে নির্ভুলতা, শতাংশে: {100 * base:.0f}")
print(f"float32-এর নির্ভুলতা, শতাংশে > 90:           {acc32 > 0.90}")
print(f"দুই পথের রায় এক, দিনের শতাংশে > 99:        {agree > 0.99}")
print(f"নির্ভুলতার পার্থক্য, শতাংশ-বিন্দুতে < 1:       {abs(acc32 - acc16) < 0.01}")
print(f"logit-এর সবচেয়ে বড় পার্থক্য > 0.001 আর < 0.5: {0.001 < gap < 0.5}")
print()
print("bfloat16-এ কয়েকটি সংখ্যা:", torch.tensor([1.00390625, 1.01171875, 0.1, 300.5]).to(torch.bfloat16).tolist())
thousand = torch.tensor(1000.0, dtype=torch.bfloat16)
print("bfloat16-এ 1000 + 1 =", (thousand + 1).item(), "| 1000 + 3 =", (thousand + 3).item())
bf, f32 = torch.finfo(torch.bfloat16), torch.finfo(torch.float32)
print(f"সবচেয়ে ছোট স্বাভাবিক সংখ্যা দুটিতে এক: {bf.tiny == f32.tiny}, সবচেয়ে বড়টির অনুপাত > 0.99: {bf.max / f32.max > 0.99}")
low = [math.frexp(t.tiny * t.eps)[1] - 1 for t in (bf, f32)]   # tiny × eps: স্বাভাবিকের নিচের সবচেয়ে ছোট ধনাত্মক
print(f"তার নিচে সবচেয়ে ছোট ধনাত্মক সংখ্যা: bfloat16-এ 2^{low[0]}, float32-এ 2^{low[1]}")
