import torch
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
params = make_params()
opt = torch.optim.SGD(params, lr=0.5)
print(f"দিন: {len(y)}, trip হয়েছে {int(y.sum())} দিনে; parameter: {sum(p.numel() for p in params)}")

for step in range(301):
    loss = day_losses(log_rate(X, params), y).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 100 == 0:
        print(f"ধাপ {step:3d}: loss {loss.item():.3f}")

with torch.no_grad():
    p_trip = 1 - torch.exp(-torch.exp(log_rate(X, params)))
    print(f"ঠিক অনুমান: {int(((p_trip > 0.5).float() == y).sum())} / {len(y)} দিনে")
