import torch
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
params = make_params()
opt = torch.optim.SGD(params, lr=0.5)
z = log_rate(X, params)               # "X তো বদলায় না, forward একবারই করি"

for step in range(3):
    loss = day_losses(z, y).mean()
    opt.zero_grad()
    try:
        loss.backward()
    except RuntimeError as err:
        print(f"ধাপ {step}: RuntimeError: {str(err).split(' (')[0]}")
        break
    opt.step()
    print(f"ধাপ {step}: loss {loss.item():.3f}")
