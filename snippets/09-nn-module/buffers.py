# পর্ব ০৯ · ৪ — buffer: model-এর সঙ্গে যায়, কিন্তু optimizer ছোঁয় না
import flood_data
import torch
from flood_net import FloodNet, tensors
from torch import nn

rows = flood_data.flood_rows()
x, station, label = tensors([r for r in rows if r[1] <= 2022])      # শুধু training-এর বছরগুলো
torch.manual_seed(0)
model = FloodNet()
model.set_scale(x)
print("buffer:", [name for name, _ in model.named_buffers()])
print("parameters()-এ mean আছে:", any(p is model.mean for p in model.parameters()))
print("state_dict-এ:", [k for k in model.state_dict() if k in ("mean", "std")])
print("mean.requires_grad:", model.mean.requires_grad)
print("level_cm-এর গড়, বিস্তার:", f"{model.mean[0].item():.1f}, {model.std[0].item():.1f}")
# x.std() নিজে থেকে n − 1 দিয়ে ভাগ করে; পর্ব ০৭-এর রীতি ছিল n দিয়ে (correction=0)
same = torch.allclose(model.std, x.std(dim=0, correction=0), rtol=1e-3, atol=0)
print("training-এর সারি:", len(x), "| n − 1 আর n দিয়ে ভাগের বিস্তার হাজারে একের মধ্যে:", same)

mean_before = model.mean.clone()
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
loss = nn.functional.cross_entropy(model(x[:64], station[:64]), label[:64])
loss.backward()
opt.step()
print("এক ধাপ Adam-এর পরে mean একই:", torch.equal(model.mean, mean_before))


class Careless(nn.Module):
    """গড় একটি সাধারণ tensor হিসেবে, আর একটি হিসাব-করা ছক persistent=False buffer হিসেবে।"""

    def __init__(self):
        super().__init__()
        self.mean = torch.zeros(6)                                               # সাধারণ tensor
        self.register_buffer("season", torch.linspace(0, 1, 120), persistent=False)


c = Careless().to(torch.float64)
print()
print("Careless buffer:", [name for name, _ in c.named_buffers()], "| state_dict:", list(c.state_dict()))
print(".to(float64)-এর পরে: mean", c.mean.dtype, "| season", c.season.dtype)

# আগে থেকে খাতায় থাকা নামে সাধারণ tensor বসালে (অংশ ২-এর দুটি ব্যতিক্রম)
print()
model.mean = torch.ones(6)                                     # buffer-এর নাম: buffer-ই থাকে
print("model.mean = torch.ones(6)-এর পরে buffer:", [name for name, _ in model.named_buffers()])
try:
    model.body[0].bias = torch.zeros(32)                       # parameter-এর নাম: Parameter বা None চাই
except TypeError as err:
    print("model.body[0].bias = torch.zeros(32):", f"TypeError: {err}")
