# একটি training ধাপের সময়, batch-এর আকার বদলে: প্রতি নমুনায় খরচ কীভাবে নামে।
# ঘড়ির সময় কম্পিউটার থেকে কম্পিউটারে আলাদা, তাই ছাপা হয় শুধু অনুপাতের সীমা, যা যেকোনো CPU-তে খাটে।
import time

import flood_data
import torch
import torch.nn.functional as F
from flood_net import FloodNet, tensors

torch.set_num_threads(1)
train = [r for r in flood_data.flood_rows() if r[1] <= 2022]
x, station, label = tensors(train)

torch.manual_seed(13)
model = FloodNet()
model.set_scale(x)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)


def one_round(n, steps=20):
    """n সারির batch-এ একটি ধাপের সময়, এই thread-এর CPU-সময়ে (time.thread_time): অন্য program যখন CPU নেয়,
    সেই সময় এতে ঢোকে না, ঘড়ির সময়ে (time.perf_counter) ঢুকত।"""
    xb, sb, yb = x[:n], station[:n], label[:n]
    start = time.thread_time()
    for _ in range(steps):
        opt.zero_grad()
        F.cross_entropy(model(xb, sb), yb).backward()
        opt.step()
    return (time.thread_time() - start) / steps


one_round(64)                               # গরম করা: প্রথম ধাপগুলোর এককালীন কাজ বাদ
best = {1: float("inf"), 64: float("inf"), 1024: float("inf")}
for _ in range(7):                          # তিন আকার পালা করে, প্রতিটির সবচেয়ে কম সময়টি
    for n in best:
        best[n] = min(best[n], one_round(n))
one, b64, b1024 = best[1], best[64], best[1024]
print(f"ধাপের সময়: batch 64 < 4 × batch 1:          {b64 < 4 * one}")
print(f"প্রতি নমুনার সময়: batch 64 < batch 1 ÷ 10:   {b64 / 64 < one / 10}")
print(f"প্রতি নমুনার সময়: batch 1024 < batch 64:     {b1024 / 1024 < b64 / 64}")
