# পর্ব ০৭ · অনুশীলনী ২ — প্রতিটি জেলার বৃষ্টিকে তার নিজের গড় আর বিস্তার দিয়ে তার মাপকাঠিতে আনা, আকারের পাহারাসহ
import torch
from rain_data import RAIN_MM

rain = torch.tensor(RAIN_MM, dtype=torch.float32)          # (৪ জেলা, ৭ দিন)

mean = rain.mean(dim=1, keepdim=True)                      # (4, 1): জেলা-প্রতি একটি
std = rain.std(dim=1, keepdim=True, correction=0)          # (4, 1): n দিয়ে ভাগ, পর্ব ০৩-এর variance-এর মতো
assert mean.shape == (4, 1) and std.shape == (4, 1), (mean.shape, std.shape)
z = (rain - mean) / std                                    # (4, 7) - (4, 1): দিন ধরে বিছানো
assert z.shape == rain.shape, z.shape

print("z.shape:", tuple(z.shape))
print("প্রতিটি জেলার গড় এখন প্রায় ০?", torch.allclose(z.mean(dim=1), torch.zeros(4), atol=1e-6))
print("প্রতিটি জেলার std এখন প্রায় ১?", torch.allclose(z.std(dim=1, correction=0), torch.ones(4), atol=1e-6))
# torch-এর default std ভাগ করে n − 1 দিয়ে: একই z-এ সেটি √(7/6), ১ নয়
default_std = ", ".join(f"{v:.4f}" for v in z.std(dim=1).tolist())   # round() নয়: সেটি rounding-এর দিক মানে
print("default std (n − 1) দিয়ে মাপলে:", default_std, f"| √(7/6) = {(7 / 6) ** 0.5:.4f}")

# ভুল পথ: keepdim ছাড়া গড় (4,), তারপর (4, 7) - (4,)
try:
    rain - rain.mean(dim=1)
except RuntimeError as err:
    print("keepdim ছাড়া:", type(err).__name__ + ":", str(err))
