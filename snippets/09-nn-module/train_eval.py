# পর্ব ০৯ · ৫ — train আর eval: একটি পতাকা, যা সব সন্তান-module-এ নামে
import torch
from flood_net import FloodNet
from torch import nn

torch.manual_seed(0)
drop = nn.Dropout(0.5)
ones = torch.ones(12)
print("train(): মানগুলো", sorted(set(drop(ones).tolist())))
drop.eval()
print("eval():  মানগুলো", sorted(set(drop(ones).tolist())))

model = FloodNet(dropout=0.5)
x, station = torch.randn(5, 6), torch.tensor([0, 1, 2, 3, 4])
print()
model.eval()
flags = [m.training for m in model.modules()]
print(f"model.eval()-এর পরে module: {len(flags)} টি, তাদের training পতাকা:", set(flags))
with torch.no_grad():
    print("eval-এ দুবার, একই ফল:", torch.equal(model(x, station), model(x, station)))
    model.train()
    print("train-এ দুবার, একই ফল:", torch.equal(model(x, station), model(x, station)))
model.body[2].eval()                          # শুধু একটি সন্তান
print("শুধু body[2].eval(): model.training =", model.training, "| body[2].training =", model.body[2].training)
