# পর্ব ০৯ · ১ — পর্ব ০৬-এর weight-এর তালিকার বদলে nn.Module: layer নিজেই নিজের weight রাখে
import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(4, 6)                       # চারটি দিন, প্রতিটিতে ছয়টি মাপ


class TwoLayer(nn.Module):
    def __init__(self):
        super().__init__()                  # Module-এর নিজের খাতাগুলো আগে তৈরি হোক
        self.hidden = nn.Linear(6, 8)       # ৬টি মাপ ঢোকে, ৮টি বের হয়
        self.out = nn.Linear(8, 3)          # তিন শ্রেণির logit

    def forward(self, x):
        return self.out(torch.relu(self.hidden(x)))


model = TwoLayer()
W = model.hidden.weight
print("hidden.weight:", type(W).__name__, tuple(W.shape), "| leaf:", W.is_leaf, "| requires_grad:", W.requires_grad)
print("শুরুর weight ±1/√6-এর মধ্যে:", bool(W.abs().max() <= 6 ** -0.5))
# nn.Linear হিসাব করে x @ W.T + b; W-এর আকার (বের হওয়া, ঢোকা)
by_hand = torch.relu(x @ model.hidden.weight.T + model.hidden.bias) @ model.out.weight.T + model.out.bias
print("model(x) আর হাতে লেখা হিসাব মেলে:", torch.allclose(model(x), by_hand))
print()
for name, p in model.named_parameters():
    shape = str(tuple(p.shape))
    print(f"{name:14} {shape:8} {p.numel():3} টি সংখ্যা")
print("মোট:", sum(p.numel() for p in model.parameters()))
