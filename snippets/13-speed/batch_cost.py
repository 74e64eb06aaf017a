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


def step_seconds(n, repeats=5, steps=20):
    """n সারির batch-এ একটি ধাপের সময়: কয়েক দফার মধ্যে সবচেয়ে কমটি (অন্য কাজের ধাক্কা বাদ দিতে)।"""
    xb, sb, yb = x[:n], station[:n], label[:n]
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(steps):
            opt.zero_grad()
            F.cross_entropy(model(xb, sb), yb).backward()
            opt.step()
        best = min(best, (time.perf_counter() - start) / steps)
    return best


step_seconds(64, repeats=1)                 # গরম করা: প্রথম ধাপগুলোর এককালীন কাজ বাদ
one, b64, b1024 = step_seconds(1), step_seconds(64), step_seconds(1024)
print(f"ধাপের সময়: batch 64 < 4 × batch 1:          {b64 < 4 * one}")
print(f"প্রতি নমুনার সময়: batch 64 < batch 1 ÷ 10:   {b64 / 64 < one / 10}")
print(f"প্রতি নমুনার সময়: batch 1024 < batch 64:     {b1024 / 1024 < b64 / 64}")
