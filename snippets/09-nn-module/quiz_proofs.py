# পর্ব ০৯ · প্রশ্নগুলোর প্রমাণ
import copy

import torch
from flood_net import FloodNet
from torch import nn


# Q1: super().__init__()-এর আগে layer বসানো
class Early(nn.Module):
    def __init__(self):
        self.out = nn.Linear(4, 3)
        super().__init__()


try:
    Early()
except AttributeError as err:
    print("Q1:", type(err).__name__ + ":", err)

# Q2: state_dict() কপি দেয় না
torch.manual_seed(0)
model = FloodNet()
best = model.state_dict()
safe = copy.deepcopy(model.state_dict())
with torch.no_grad():
    model.body[5].bias.add_(1.0)                  # training-এর একটি পা-এর মতো, জায়গায় বদল
print("Q2: best-এও বদল এসেছে:", torch.equal(best["body.5.bias"], model.body[5].bias),
      "| deepcopy-তে আসেনি:", not torch.equal(safe["body.5.bias"], model.body[5].bias))

# Q4: .to(float64) buffer-কেও বদলায় (প্রশ্ন ৩-এর প্রমাণ অংশ ৬-এর save_load run)
model.to(torch.float64)
print("Q4: .to(float64)-এর পরে state_dict-এর mean:", model.state_dict()["mean"].dtype)
