# পর্ব ০৯ · ২ — যে layer Module-এর খাতায় ওঠেনি, optimizer তাকে চেনেই না
import torch
import torch.nn.functional as F
from torch import nn


class Draft(nn.Module):
    """প্রথম খসড়া: মাঝের layer-গুলো একটি সাধারণ Python list-এ, শেষের সরণ একটি সাধারণ tensor।"""

    def __init__(self, hidden=8, depth=2):
        super().__init__()
        self.first = nn.Linear(6, hidden)
        self.middle = [nn.Linear(hidden, hidden) for _ in range(depth)]
        self.last = nn.Linear(hidden, 3)
        self.shift = torch.zeros(3, requires_grad=True)

    def forward(self, x):
        x = torch.relu(self.first(x))
        for layer in self.middle:
            x = torch.relu(layer(x))
        return self.last(x) + self.shift


class Fixed(Draft):
    """একই network, শুধু দুটি লাইন বদলে: ModuleList আর Parameter।"""

    def __init__(self, hidden=8, depth=2):
        super().__init__(hidden, depth)
        self.middle = nn.ModuleList(self.middle)
        self.shift = nn.Parameter(torch.zeros(3))


def pieces(model):
    """প্রতিটি অংশের weight-এর একটি কপি, নাম ধরে (list-এর ভেতরেরগুলোও)।"""
    named = {"first": model.first.weight, "last": model.last.weight, "shift": model.shift}
    for i, layer in enumerate(model.middle):
        named[f"middle[{i}]"] = layer.weight
    return {k: v.detach().clone() for k, v in named.items()}


torch.manual_seed(1)
x, y = torch.randn(64, 6), torch.randint(0, 3, (64,))
for cls in (Draft, Fixed):
    torch.manual_seed(0)
    model = cls()
    counted = sum(p.numel() for p in model.parameters())
    print(f"{cls.__name__}: parameters(): {len(list(model.parameters()))} টি tensor, {counted} টি সংখ্যা")
    before = pieces(model)
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    for _ in range(20):
        loss = F.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    after = pieces(model)
    print("  ২০ ধাপ পরে বদলেছে:", ", ".join(f"{k} {not torch.equal(before[k], after[k])}" for k in before))
    print("  shift.grad আছে:", model.shift.grad is not None)
    print("  state_dict-এ:", " ".join(model.state_dict()))
