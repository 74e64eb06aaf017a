# একটি global stream: কে কে তা থেকে সংখ্যা নেয়, আর নিজের generator কীভাবে shuffle-কে আলাদা রাখে।
import random

import loops
import numpy as np
import torch

x, station, _ = loops.one_batch()


def first_weight():
    return loops.build()[0].body[0].weight[0, :3].tolist()   # build() নিজেই torch.manual_seed(0) ডাকে


a, b = first_weight(), first_weight()
print("দুবার seed 0, দুটি model-এর প্রথম weight হুবহু এক:", a == b, "|", ", ".join(f"{v:.4f}" for v in a))

# একই seed, তারপর model, তারপর global stream থেকে shuffle (generator ছাড়া randperm)
torch.manual_seed(0)
model = loops.FloodNet()
print("model, তারপর shuffle:            ", torch.randperm(8).tolist())

torch.manual_seed(0)
model = loops.FloodNet()
model.train()
model(x, station)                                   # dropout global stream থেকে mask টানে
print("model, একটি forward, তারপর shuffle:", torch.randperm(8).tolist())

torch.manual_seed(0)
model = loops.FloodNet(hidden=48)                   # বড় model: শুরুর weight-এর জন্য বেশি সংখ্যা টানে
print("বড় model, তারপর shuffle:         ", torch.randperm(8).tolist())

# dropout-এর হার: ০ আর ১-এর মাঝে যা-ই হোক, mask-এর জন্য একই পরিমাণ সংখ্যা টানে; হার ০ হলে কিছুই টানে না
after = {}
for p in (0.0, 0.1, 0.3):
    torch.manual_seed(0)
    torch.nn.functional.dropout(x, p, training=True)
    after[p] = torch.randperm(8).tolist()
print(f"dropout 0.1 আর 0.3-এর পরে shuffle এক? {after[0.1] == after[0.3]} | dropout 0-এর পরে, 0.3-এর সঙ্গে এক? "
      f"{after[0.0] == after[0.3]}")

# নিজের generator: model বা dropout যা-ই টানুক, shuffle-এর ক্রম বদলায় না
for hidden in (32, 48):
    torch.manual_seed(0)
    model = loops.FloodNet(hidden=hidden)
    model.train()
    model(x, station)
    gen = torch.Generator().manual_seed(1)
    print(f"hidden={hidden}, নিজের generator-এ shuffle:", torch.randperm(8, generator=gen).tolist())

# torch-এর seed Python-এর random বা NumPy-এর global stream ছোঁয় না
torch.manual_seed(0)
r1, n1 = random.random(), np.random.rand()
torch.manual_seed(0)
r2, n2 = random.random(), np.random.rand()
print("torch.manual_seed(0) দুবার: random একই?", r1 == r2, "| np.random একই?", n1 == n2)
random.seed(0)
np.random.seed(0)
r1, n1 = random.random(), np.random.rand()
random.seed(0)
np.random.seed(0)
r2, n2 = random.random(), np.random.rand()
print("random.seed(0) আর np.random.seed(0) আলাদা করে: একই?", r1 == r2, n1 == n2)
