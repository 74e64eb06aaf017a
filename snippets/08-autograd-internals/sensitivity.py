import torch
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
X = X.clone().requires_grad_()                    # input-এর সাপেক্ষেও gradient চাই


def loss_with_penalty(params, deep):
    z = log_rate(X, params)
    (dz_dX,) = torch.autograd.grad(z.sum(), X, retain_graph=True, create_graph=deep)
    penalty = (dz_dX[:, 0] ** 2).mean()           # তাপমাত্রা একটু বদলালে z কতটা নড়ে
    return day_losses(z, y).mean() + 10 * penalty, penalty


plain = make_params()
day_losses(log_rate(X, plain), y).mean().backward()
for deep in (False, True):
    params = make_params()
    loss, penalty = loss_with_penalty(params, deep)
    loss.backward()
    same = torch.allclose(params[0].grad, plain[0].grad)
    print(f"create_graph={deep!s:5s}: penalty-র grad_fn {penalty.grad_fn is not None!s:5s} | "
          f"W1.grad penalty ছাড়া loss-এর সমান: {same}")

for weight in (0, 10):
    params = make_params()
    opt = torch.optim.SGD(params, lr=0.5)
    for _ in range(300):
        z = log_rate(X, params)
        (dz_dX,) = torch.autograd.grad(z.sum(), X, create_graph=True)
        loss = day_losses(z, y).mean() + weight * (dz_dX[:, 0] ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    z = log_rate(X, params)
    (dz_dX,) = torch.autograd.grad(z.sum(), X)
    print(f"penalty-র ভার {weight:2d}: 300 ধাপ পরে trip-এর loss {day_losses(z, y).mean().item():.2f}, "
          f"|∂z/∂তাপমাত্রা|-এর গড় {dz_dX[:, 0].abs().mean().item():.2f}")
