import torch
import torch.nn.functional as F
from loop import BATCH, evaluate, new_model, split

train, val = split()
x, station, label = train


def one_epoch(order):
    """একই শুরু, একই batch, শুধু ডাকের ক্রম আলাদা। ফেরত: model, optimizer, weight বদলাল কি না, শেষ step-এর gradient।"""
    model = new_model(train)
    start = [p.clone() for p in model.parameters()]
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    g = torch.Generator().manual_seed(2025)
    perm = torch.randperm(len(label), generator=g)
    for i in range(0, len(label), BATCH):
        idx = perm[i:i + BATCH]
        for call in order:
            if call == "forward":
                loss = F.cross_entropy(model(x[idx], station[idx]), label[idx])
            elif call == "zero_grad":
                opt.zero_grad()
            elif call == "backward":
                loss.backward()
            else:
                seen = model.body[0].weight.grad          # step যে gradient দেখে
                opt.step()
    moved = any(not torch.equal(a, b) for a, b in zip(start, model.parameters(), strict=True))
    return model, opt, moved, "None" if seen is None else f"{seen.norm().item():.1f}"


orders = {
    "zero_grad → backward → step": ["forward", "zero_grad", "backward", "step"],
    "backward → step → zero_grad": ["forward", "backward", "step", "zero_grad"],
    "zero_grad বাদ: backward → step": ["forward", "backward", "step"],
    "step আগে: zero_grad → step → backward": ["forward", "zero_grad", "step", "backward"],
    "step আগে: step → zero_grad → backward": ["forward", "step", "zero_grad", "backward"],
    "step সবার আগে, forward-এরও": ["step", "zero_grad", "forward", "backward"],
}
base = (val[2] == 0).float().mean().item()               # সবসময় 'স্বাভাবিক' বললে accuracy
models, opts = {}, {}
for name, order in orders.items():
    try:
        model, opt, moved, gnorm = one_epoch(order)
    except RuntimeError as err:
        print(f"{name:38s} {type(err).__name__}: {str(err).split(':')[0]}")
        continue
    models[name], opts[name] = model, opt
    _, acc = evaluate(model, val)
    shown = f"{acc:.0%}" if moved else f"< {base:.0%}: {acc < base}"  # না-শেখা model: মাপকাঠির সঙ্গে তুলনা
    print(f"{name:38s} weight বদলাল: {moved!s:5s}  val acc {shown}  শেষ step-এ .grad-এর norm {gnorm}")

a, b = models["zero_grad → backward → step"], models["backward → step → zero_grad"]
print("প্রথম দুই ক্রমের সব parameter হুবহু এক:",
      all(torch.equal(p, q) for p, q in zip(a.parameters(), b.parameters(), strict=True)))

# step সবার আগে: epoch-এর শেষ batch-এর step বাকি থাকে; সেটি দিলে?
first = "step সবার আগে, forward-এরও"
opts[first].step()
c = models[first]
print("step সবার আগে, তারপর বাকি একটি step: ঠিক loop-এর সঙ্গে সব parameter হুবহু এক:",
      all(torch.equal(p, q) for p, q in zip(a.parameters(), c.parameters(), strict=True)))
