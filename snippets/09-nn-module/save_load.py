# পর্ব ০৯ · ৬ — state_dict লেখা আর পড়া: একই সংখ্যা, একই ফল
import flood_data
import torch
import torch.nn.functional as F
from flood_net import FloodNet, tensors

rows = flood_data.flood_rows()
x, station, label = tensors([r for r in rows if r[1] <= 2022])
torch.manual_seed(0)
model = FloodNet()
model.set_scale(x)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
for i in range(0, 640, 64):                                     # দশটি batch, শুধু weight নড়ানোর জন্য
    loss = F.cross_entropy(model(x[i:i + 64], station[i:i + 64]), label[i:i + 64])
    opt.zero_grad()
    loss.backward()
    opt.step()

state = model.state_dict()
print("state_dict:", len(state), "টি চাবি:", ", ".join(state))
print("তাতে মোট সংখ্যা:", sum(v.numel() for v in state.values()))
torch.save(state, "floodnet.pt")                                # run-এর নিজের folder-এ

torch.manual_seed(1)
fresh = FloodNet()                                              # নতুন, এলোমেলো weight
model.eval()
fresh.eval()
with torch.no_grad():
    print("load-এর আগে একই ফল:", torch.equal(fresh(x, station), model(x, station)))
    print(fresh.load_state_dict(torch.load("floodnet.pt")))
    print("load-এর পরে একই ফল:", torch.equal(fresh(x, station), model(x, station)))

# একটি পুরোনো খসড়ার ফাইল: mean আর std ছিল না, আর Sequential-এর নাম ছিল layers
old = {k.replace("body.", "layers."): v for k, v in state.items() if k not in ("mean", "std")}
try:
    FloodNet().load_state_dict(old)
except RuntimeError as err:
    for line in str(err).splitlines():
        print(line.strip())

print()
loose = FloodNet()
result = loose.load_state_dict({k: v for k, v in state.items() if k not in ("mean", "std")}, strict=False)
print("strict=False:", result)
loose.eval()
with torch.no_grad():
    print("mean আর std ছাড়া একই ফল:", torch.equal(loose(x, station), model(x, station)))
try:
    FloodNet(hidden=64).load_state_dict(state, strict=False)
except RuntimeError as err:
    print("hidden=64, strict=False:", str(err).splitlines()[1].strip())
