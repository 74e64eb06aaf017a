# পর্ব ০৭ · অংশ ৩ — কোন দুই shape মিলে যায় আর কোনটি ভাঙে: প্রতিটি সারি একটি আসল যোগ
import warnings

import torch
import torch.nn.functional as F
from rain_data import RAIN_MM

pairs = [
    ((4, 7), (7,)),        # প্রতিটি দিনের জন্য একটি সংখ্যা
    ((4, 7), (4, 1)),      # প্রতিটি জেলার জন্য একটি সংখ্যা
    ((4, 7), (4,)),        # জেলা-প্রতি সংখ্যা, কিন্তু ভুল দিকে বসানো
    ((4, 7), ()),          # একটিমাত্র সংখ্যা
    ((4, 1), (1, 7)),      # দুই দিক থেকেই বিছানো
    ((2, 4, 7), (4, 7)),   # দুই সপ্তাহ, একই ছক
    ((2, 4, 7), (2, 1, 7)),
    ((2, 4, 7), (2, 7)),
    ((5,), (5, 1)),        # চেনা ফাঁদ: ভুল নেই, কিন্তু (5, 5)
]
print(f"{'a.shape':11} {'b.shape':11} (a + b).shape")
for sa, sb in pairs:
    a, b = torch.ones(sa), torch.ones(sb)
    try:
        result = str(tuple((a + b).shape))
    except RuntimeError as err:
        result = "RuntimeError: " + str(err)
    sa_text, sb_text = str(sa), str(sb)
    print(f"{sa_text:11} {sb_text:11} {result}")

print("torch.broadcast_shapes((4, 1), (1, 7)) =", torch.broadcast_shapes((4, 1), (1, 7)))

# PyTorch-এর loss-ও (5,) আর (5, 1) পেলে: mse_loss সতর্ক করে, binary_cross_entropy_with_logits থামে
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    F.mse_loss(torch.zeros(5), torch.zeros(5, 1))
print("F.mse_loss((5,), (5, 1))   ->", [w.category.__name__ for w in caught])
try:
    F.binary_cross_entropy_with_logits(torch.zeros(5), torch.zeros(5, 1))
except ValueError as err:
    print("F.binary_cross_entropy_with_logits((5,), (5, 1)) ->", type(err).__name__)

# ছকের প্রতিটি ঘর থেকে সেই দিনের চার জেলার গড় বিয়োগ: (4, 7) - (7,)
rain = torch.tensor(RAIN_MM)                       # int64
try:
    rain.mean(dim=0)
except RuntimeError as err:
    print("int64 rain.mean(dim=0) ->", type(err).__name__ + ":", str(err).split(".")[0] + ".")
rain_f = rain.float()
print("rain_f - rain_f.mean(dim=0):", tuple(rain_f.shape), "-", tuple(rain_f.mean(dim=0).shape), "->",
      tuple((rain_f - rain_f.mean(dim=0)).shape))
