import torch
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()


def train(way, steps=4):
    params = make_params()
    opt = torch.optim.SGD(params, lr=0.5)
    z = log_rate(X, params)
    seen = []
    for step in range(steps):
        if way == "আবার হিসাব":
            z = log_rate(X, params)                     # প্রতিটি ধাপে নতুন forward
        loss = day_losses(z, y).mean()
        opt.zero_grad()
        try:
            loss.backward(retain_graph=(way != "আবার হিসাব"))
        except RuntimeError as err:
            return f"ধাপ {step}-এ RuntimeError: {str(err).split(':')[0]}"
        if way == ".data দিয়ে পা":
            for p in params:
                p.data -= 0.5 * p.grad                  # version counter জানে না
        else:
            opt.step()
        seen.append(f"{loss.item():.3f}")
    return "loss " + " → ".join(seen)


for way in ("retain_graph", ".data দিয়ে পা", "আবার হিসাব"):
    print(f"{way:14s} {train(way)}")
