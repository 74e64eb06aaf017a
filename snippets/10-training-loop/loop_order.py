import torch
import torch.nn.functional as F
from loop import BATCH, evaluate, new_model, split

train, val = split()
x, station, label = train


def one_epoch(order):
    """একই শুরু, একই batch, শুধু তিনটি ডাকের ক্রম আলাদা। ফেরত: model আর শেষ step যে gradient দেখল তার norm।"""
    model = new_model(train)
    start = [p.clone() for p in model.parameters()]
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    g = torch.Generator().manual_seed(2025)
    perm = torch.randperm(len(label), generator=g)
    for i in range(0, len(label), BATCH):
        idx = perm[i:i + BATCH]
        loss = F.cross_entropy(model(x[idx], station[idx]), label[idx])
        for call in order:
            if call == "zero_grad":
                opt.zero_grad()
            elif call == "backward":
                loss.backward()
            else:
                seen = model.body[0].weight.grad          # step যে gradient দেখে
                opt.step()
    moved = any(not torch.equal(a, b) for a, b in zip(start, model.parameters(), strict=True))
    return model, moved, "None" if seen is None else f"{seen.norm().item():.2f}"


orders = {
    "zero_grad → backward → step": ["zero_grad", "backward", "step"],
    "backward → step → zero_grad": ["backward", "step", "zero_grad"],
    "zero_grad বাদ: backward → step": ["backward", "step"],
    "step আগে: zero_grad → step → backward": ["zero_grad", "step", "backward"],
}
models = {}
for name, order in orders.items():
    model, moved, gnorm = one_epoch(order)
    models[name] = model
    _, acc = evaluate(model, val)
    print(f"{name:38s} weight বদলাল: {moved!s:5s}  val acc {acc:.0%}  শেষ step-এ .grad-এর norm {gnorm}")

a, b = models["zero_grad → backward → step"], models["backward → step → zero_grad"]
print("প্রথম দুই ক্রমের সব parameter হুবহু এক:",
      all(torch.equal(p, q) for p, q in zip(a.parameters(), b.parameters(), strict=True)))
