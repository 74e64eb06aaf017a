import torch
from feeders import day_losses, log_rate, make_days, make_params

params = make_params()
X_b, y_b = make_days(n=100, seed=9)
loss = day_losses(log_rate(X_b, params), y_b).mean()

order, todo, seen = [], [loss.grad_fn], set()
while todo:                                      # graph-এর প্রতিটি node একবার
    node = todo.pop()
    if node is None or node in seen:
        continue
    seen.add(node)
    order.append(node)
    todo += [nxt for nxt, _ in node.next_functions]

for node in order:
    kept = []
    for attr in dir(node):
        value = getattr(node, attr) if attr.startswith("_saved_") else None
        if isinstance(value, torch.Tensor):
            owner = "weight" if any(value is p for p in params) else "batch"
            kept.append(f"{attr[7:]} {tuple(value.shape)} {owner}")
    if node.name() != "torch::autograd::AccumulateGrad":
        print(f"{node.name():16s} {', '.join(kept) or '-'}")
