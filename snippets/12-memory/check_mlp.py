from itertools import pairwise

import torch
import torch.nn.functional as F
from ledger import SavedBytes, grad_bytes, optimizer_bytes, weight_bytes
from torch import nn


def mlp(sizes):
    layers = []
    for n_in, n_out in pairwise(sizes):
        layers += [nn.Linear(n_in, n_out), nn.ReLU()]
    return nn.Sequential(*layers[:-1])               # শেষ Linear-এর পরে ReLU নেই


def fixed_by_formula(sizes, optimizer):              # অনুশীলনী ১-এর নিয়ম
    numbers = sum(a * b + b for a, b in pairwise(sizes))
    copies = {"sgd": 0, "momentum": 1, "adam": 2}[optimizer]
    steps = 2 * (len(sizes) - 1) * 4 if optimizer == "adam" else 0
    return (2 + copies) * numbers * 4 + steps


def graph_by_formula(sizes, batch):                  # অনুশীলনী ২-এর নিয়ম
    return batch * (4 * sum(sizes) + 8) + 4


makers = {"sgd": lambda p: torch.optim.SGD(p, lr=0.1),
          "momentum": lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9),
          "adam": lambda p: torch.optim.Adam(p, lr=3e-3)}
torch.manual_seed(12)
for sizes, batch in (([6, 3], 1), ([9, 32, 32, 3], 64), ([9, 100, 50, 20, 3], 37)):
    model = mlp(sizes)
    x, y = torch.randn(batch, sizes[0]), torch.randint(sizes[-1], (batch,))
    for name, make in makers.items():
        opt = make(model.parameters())
        with SavedBytes(model) as saved:
            loss = F.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        fixed = weight_bytes(model) + grad_bytes(model) + optimizer_bytes(opt)
        ok = fixed == fixed_by_formula(sizes, name) and saved.total == graph_by_formula(sizes, batch)
        shape = str(sizes)
        print(f"{shape:20s} batch {batch:3d} {name:9s} স্থির {fixed:7d}  graph {saved.total:6d}  "
              f"নিয়মের সঙ্গে {'মিলেছে' if ok else 'মেলেনি'}")
        opt.zero_grad()
