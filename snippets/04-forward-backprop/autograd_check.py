# পর্ব ০৪ · ৩ — একই model আর একই দুই সকাল PyTorch-এ: autograd কি হাতের হিসাবের সঙ্গে মেলে?
import torch
from hand_backprop import MORNINGS, PARAMS, gradients

# প্রতিটি parameter একটি float64 সংখ্যা-tensor; gradient চাই, তাই requires_grad=True
P = {name: torch.tensor(value, dtype=torch.float64, requires_grad=True) for name, value in PARAMS.items()}
# দুই সকাল পাশাপাশি: প্রতিটি tensor-এ দুটি সংখ্যা, আগে A, তারপর B
rain, depot, late = torch.tensor(list(MORNINGS.values()), dtype=torch.float64).T

jam = torch.sigmoid(P["w_rain"] * rain + P["w_depot"] * depot + P["b_jam"])
p = torch.sigmoid(P["w_late"] * jam + P["b_late"])
L = ((p - late) ** 2).mean()
L.backward()                      # এক ডাকে পাঁচটি gradient; দুই সকালের ভাগ যোগ করার কথা আলাদা করে বলিনি

by_hand = gradients(PARAMS)[0]
print(f"L = {L.item():.4f}")
print(f"{'parameter':<10}{'হাতে':>11}{'autograd':>12}")
for name in PARAMS:
    print(f"{name:<10}{by_hand[name]:>+11.5f}{P[name].grad.item():>+12.5f}")
gap = max(abs(by_hand[name] - P[name].grad.item()) for name in PARAMS)
# তফাত ঠিক শূন্য নাকি শেষ bit-এর, তা CPU আর গণিত-লাইব্রেরি ভেদে বদলায়; তাই মান নয়, একটি সীমা ছাপি
print(f"সবচেয়ে বড় তফাত < 1e-15: {gap < 1e-15}")
