# পর্ব ০৭ · অংশ ২ — reshape, view, squeeze/unsqueeze, transpose/permute, contiguous, flatten
import torch
from rain_data import RAIN_MM

rain = torch.tensor(RAIN_MM)                     # (৪ জেলা, ৭ দিন)


def show(name, t):
    shape, stride = str(tuple(t.shape)), str(t.stride())    # লেখা বানিয়ে নিলে কলাম ধরে সাজানো যায়
    print(f"{name:35} shape {shape:12} stride {stride:10} contiguous {t.is_contiguous()}")


show("rain", rain)
show("rain.view(28)", rain.view(28))
show("rain.view(4, 7, 1)", rain.view(4, 7, 1))
show("rain.unsqueeze(0)", rain.unsqueeze(0))
show("rain.unsqueeze(0).squeeze(0)", rain.unsqueeze(0).squeeze(0))
show("rain.view(2, 2, 7)", rain.view(2, 2, 7))
show("rain.view(2, 2, 7).permute(2, 0, 1)", rain.view(2, 2, 7).permute(2, 0, 1))

by_day = rain.t()                                # (৭ দিন, ৪ জেলা): একই storage, stride উল্টো
show("rain.t()", by_day)
try:
    by_day.view(28)
except RuntimeError as err:
    print("rain.t().view(28) ->", type(err).__name__)
show("rain.t().view(7, 2, 2)", by_day.view(7, 2, 2))     # এটি চলে: প্রতিটি মাত্রার জন্য একটি stride আছে
flat = by_day.reshape(28)
show("rain.t().reshape(28)", flat)
show("rain.t().contiguous()", by_day.contiguous())
show("rain.t().flatten()", by_day.flatten())
print("rain.t().flatten()[:4] :", by_day.flatten()[:4], "<- প্রথম দিনের চার জেলা")
print("rain.view(28)[:4]      :", rain.view(28)[:4], "<- ঢাকার প্রথম চার দিন")
try:
    rain[:, ::-1]                                # NumPy-তে চলে (ঋণাত্মক stride), PyTorch-এ নয়
except ValueError as err:
    print("rain[:, ::-1] ->", type(err).__name__ + ":", err)
