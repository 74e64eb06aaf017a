# পর্ব ০৭ · অংশ ২ — indexing, slicing, boolean mask আর gather: প্রতিটির ফলের shape
import torch
from rain_data import DISTRICTS, RAIN_MM

rain = torch.tensor(RAIN_MM)                     # (৪ জেলা, ৭ দিন)


def show(name, t):
    shape = str(tuple(t.shape))
    print(f"{name:28} shape {shape:8} {t.tolist()}")


show("rain[1, 2]", rain[1, 2])                   # একটি ঘর: মাত্রা দুটিই চলে যায়
show("rain[1]", rain[1])                         # একটি সারি
show("rain[:, 2]", rain[:, 2])                   # একটি কলাম: তৃতীয় দিন, চার জেলা
show("rain[:, 2:3]", rain[:, 2:3])               # slice মাত্রা রাখে
show("rain[1:3, -2:]", rain[1:3, -2:])
show("rain[[0, 3]]", rain[[0, 3]])               # index-এর তালিকা: ঢাকা আর খুলনা

wet = rain > 40                                  # boolean mask, rain-এর আকারেই
show("rain > 40 (sum)", wet.sum())
show("rain[rain > 40]", rain[wet])               # ফল সবসময় এক মাত্রার
show("(rain > 40).sum(dim=1)", wet.sum(dim=1))   # জেলা-প্রতি কয় দিন
print("একদিনও ৪০ পেরোয়নি:", [DISTRICTS[i] for i in range(4) if wet[i].sum() == 0])

# gather: প্রতিটি জেলার জন্য নিজের একটি দিন বেছে নেওয়া (সবচেয়ে ভেজা দিন)
wettest_day = rain.argmax(dim=1, keepdim=True)   # (4, 1)
show("argmax(dim=1, keepdim)", wettest_day)
show("rain.gather(1, wettest_day)", rain.gather(1, wettest_day))
