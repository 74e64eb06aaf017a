# পর্ব ০৭ · অংশ ১ — দুই dtype মিশলে ফল কোন dtype পায়, আর প্রতিটি dtype-এর দাম কত byte
import torch

days = torch.tensor([1, 2, 3])                         # int64
mm32 = torch.tensor([1.5, 0.0, 2.5])                   # float32 (default)
mm64 = torch.tensor([1.5, 0.0, 2.5], dtype=torch.float64)
small = torch.tensor([1, 2, 3], dtype=torch.int32)

half = torch.tensor([1.5, 0.0, 2.5], dtype=torch.float16)
scalar64 = torch.tensor(2.5, dtype=torch.float64)      # shape-হীন (0-মাত্রার) tensor

pairs = [
    # দুটিই shape-ওয়ালা tensor: ধরন (bool < পূর্ণসংখ্যা < দশমিক) আগে, তারপর মাপ
    ("bool + int64", torch.tensor([True, False, True]) + days),
    ("int32 + int64", small + days),
    ("float32 + float64", mm32 + mm64),
    ("int64 + float32", days + mm32),
    ("int64 + float16", days + half),
    # Python সংখ্যা আর 0-মাত্রার tensor: ধরন বাড়াতে পারে, একই ধরনে মাপ বাড়াতে পারে না
    ("int64 + 2.5 (Python float)", days + 2.5),
    ("int64 + float64 0-dim tensor", days + scalar64),
    ("float32 + 2.5 (Python float)", mm32 + 2.5),
    ("float32 + float64 0-dim tensor", mm32 + scalar64),
    ("int32 + int64 0-dim tensor", small + torch.tensor(5)),
    # ভাগ
    ("int64 / int64", days / days),
    ("int64 // int64", days // days),
]
for name, result in pairs:
    print(f"{name:32} -> {result.dtype}")

print()
print(f"{'dtype':16} {'element_size':>12}  {'10 লাখ ঘরে nbytes':>16}")
for dtype in [torch.float64, torch.float32, torch.float16, torch.bfloat16,
              torch.int64, torch.int32, torch.int8, torch.bool]:
    t = torch.zeros(1_000_000, dtype=dtype)
    print(f"{dtype!s:16} {t.element_size():>12}  {t.nbytes:>16}")
