# পর্ব ০৭ · অংশ ১ — দুই dtype মিশলে ফল কোন dtype পায়, আর প্রতিটি dtype-এর দাম কত byte
import numpy as np
import torch
from rain_data import RAIN_MM

rain = torch.tensor(RAIN_MM)                               # int64: মাপা বৃষ্টি, পূর্ণ মিমি
rain_f = rain.float()                                      # float32: model-এর কাছে যাওয়ার রূপ
forecast = torch.from_numpy(np.array(RAIN_MM, dtype=float) + 0.5)   # float64: NumPy থেকে আসা পূর্বাভাস
gauge = torch.tensor([[200, 13, 7]], dtype=torch.uint8)    # ০–২৫৫: বৃষ্টি-মাপকের নিজের dtype
fix = torch.tensor([[-3, 0, 2]], dtype=torch.int8)         # −১২৮–১২৭: মাপকের সংশোধন, ঋণাত্মকও
week_avg = forecast.mean()                                 # ০-মাত্রার float64, shape ()

pairs = [
    # দুটিই অন্তত এক মাত্রার; ধরনের ক্রম bool < পূর্ণসংখ্যা < দশমিক
    # ধরন একই: দুটিকে ধরে এমন সবচেয়ে ছোট dtype
    ("rain.int() + rain    int32, int64", rain.int() + rain),
    ("gauge + fix          uint8, int8", gauge + fix),
    ("rain_f - forecast    float32, float64", rain_f - forecast),
    ("rain_f.half() + rain_f.bfloat16()  float16, bfloat16", rain_f.half() + rain_f.bfloat16()),
    # ধরন আলাদা: উঁচু ধরনের দিকের dtype-টিই
    ("(rain > 40) * rain   bool, int64", (rain > 40) * rain),
    ("rain - rain_f        int64, float32", rain - rain_f),
    ("rain + rain_f.half() int64, float16", rain + rain_f.half()),
    ("gauge + fix.half()   uint8, float16", gauge + fix.half()),
    # Python-এর সংখ্যা, বা অন্তত এক মাত্রার tensor-এর পাশে ০-মাত্রার tensor: ধরন তোলে, মাপ বাড়ায় না
    ("rain * 0.1           int64, Python", rain * 0.1),
    ("rain_f * 0.1         float32, Python", rain_f * 0.1),
    ("rain - week_avg      int64, 0-dim f64", rain - week_avg),
    ("rain_f - week_avg    float32, 0-dim f64", rain_f - week_avg),
    ("rain.int() - rain.min()  int32, 0-dim i64", rain.int() - rain.min()),
    # দুটিই ০-মাত্রার: সাধারণ নিয়ম
    ("rain_f.mean() - week_avg  দুটিই 0-dim", rain_f.mean() - week_avg),
    # ভাগ
    ("rain / rain.sum()    int64, 0-dim i64", rain / rain.sum()),
    ("rain // 10           int64, Python", rain // 10),
]
print("gauge + fix =", (gauge + fix).tolist(), "| week_avg.shape =", tuple(week_avg.shape))
for name, result in pairs:
    print(f"{name:52} -> {result.dtype}")
print("মাপ বাড়ে না, তাই না ধরলে চুপচাপ উপচে পড়ে: fix + 1000 =", (fix + 1000).tolist(),
      "| rain.int()[0, :3] + 2**40 =", (rain.int()[0, :3] + 2**40).tolist())

print()
print("সবচেয়ে বড় মান: float16", torch.finfo(torch.float16).max, "| bfloat16", f"{torch.finfo(torch.bfloat16).max:.2e}",
      "| float32", f"{torch.finfo(torch.float32).max:.2e}")
print(f"{'dtype':16} {'element_size':>12}  {'10 লাখ ঘরে nbytes':>16}")
for dtype in [torch.float64, torch.float32, torch.float16, torch.bfloat16,
              torch.int64, torch.int32, torch.int8, torch.bool]:
    t = torch.zeros(1_000_000, dtype=dtype)
    dtype_name = str(dtype)                              # "torch.float64"
    print(f"{dtype_name:16} {t.element_size():>12}  {t.nbytes:>16}")
