# পর্ব ০৭ · অংশ ১ — দুই dtype মিশলে ফল কোন dtype পায়, আর প্রতিটি dtype-এর দাম কত byte
import torch

days = torch.tensor([1, 2, 3])                         # int64
mm32 = torch.tensor([1.5, 0.0, 2.5])                   # float32 (default)
mm64 = torch.tensor([1.5, 0.0, 2.5], dtype=torch.float64)
small = torch.tensor([1, 2, 3], dtype=torch.int32)

pairs = [
    ("int64 + float32", days + mm32),
    ("float32 + float64", mm32 + mm64),
    ("int32 + int64", small + days),
    ("int64 + 2.5 (Python float)", days + 2.5),
    ("float32 + 2.5 (Python float)", mm32 + 2.5),
    ("float32 + float64 0-dim tensor", mm32 + torch.tensor(2.5, dtype=torch.float64)),
    ("int64 / int64", days / days),
    ("int64 // int64", days // days),
    ("bool + int64", torch.tensor([True, False, True]) + days),
]
for name, result in pairs:
    print(f"{name:32} -> {result.dtype}")

print()
print(f"{'dtype':16} {'element_size':>12}  {'10 লাখ ঘরে nbytes':>16}")
for dtype in [torch.float64, torch.float32, torch.float16, torch.bfloat16,
              torch.int64, torch.int32, torch.int8, torch.bool]:
    t = torch.zeros(1_000_000, dtype=dtype)
    print(f"{dtype!s:16} {t.element_size():>12}  {t.nbytes:>16}")
