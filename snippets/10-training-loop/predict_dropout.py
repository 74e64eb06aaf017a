import torch
from torch import nn

torch.manual_seed(3)
drop = nn.Dropout(p=0.5)
x = torch.ones(8)
print("train():", drop(x))
drop.eval()
print("eval(): ", drop(x))
