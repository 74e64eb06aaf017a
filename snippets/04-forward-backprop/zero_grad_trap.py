# পর্ব ০৪ · অনুশীলনী — zero_grad ভুলে গেলে gradient-এর কী হয়?
import torch
from hand_backprop import MORNINGS, PARAMS

P = {name: torch.tensor(value, dtype=torch.float64, requires_grad=True) for name, value in PARAMS.items()}
rain, depot, late = torch.tensor(list(MORNINGS.values()), dtype=torch.float64).T
opt = torch.optim.SGD(P.values(), lr=1.0)


def loss_fn():
    jam = torch.sigmoid(P["w_rain"] * rain + P["w_depot"] * depot + P["b_jam"])
    p = torch.sigmoid(P["w_late"] * jam + P["b_late"])
    return ((p - late) ** 2).mean()


loss_fn().backward()
print(f"backward 1  : w_rain.grad = {P['w_rain'].grad.item():+.5f}")
loss_fn().backward()                     # parameter বদলায়নি, একই loss আবার
print(f"backward 2  : w_rain.grad = {P['w_rain'].grad.item():+.5f}")
opt.zero_grad()
print(f"zero_grad() : w_rain.grad = {P['w_rain'].grad}")
loss_fn().backward()
print(f"backward 3  : w_rain.grad = {P['w_rain'].grad.item():+.5f}")
