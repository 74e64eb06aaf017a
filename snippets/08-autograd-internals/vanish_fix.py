import torch
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
for act in (torch.sigmoid, torch.tanh):
    params = make_params()
    opt = torch.optim.SGD(params, lr=0.5)  # train.py-র মতোই
    for step in range(301):
        loss = day_losses(log_rate(X, params, act), y).mean()
        opt.zero_grad()
        loss.backward()
        if step == 0:
            norms = [W.grad.norm() for W in params[0::2]]
            ratio = (norms[0] / norms[-1]).item()
        opt.step()
    print(f"{act.__name__:8s}: শুরুতে |W1.grad| ÷ |W4.grad| = {ratio:.3f} | 300 ধাপ পরে loss {loss.item():.2f}")
