import torch
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
params = make_params()
losses = day_losses(log_rate(X, params), y)          # দিনপ্রতি একটি loss
print("losses-এর shape:", tuple(losses.shape))
try:
    losses.backward()
except RuntimeError as err:
    print("RuntimeError:", err)

storm = X[:, 4] > 0                                  # ঝড়ের সতর্কবার্তার দিন
v = torch.where(storm, 3.0, 1.0) / len(y)            # ঝড়ের দিনের ভুল তিনগুণ ভারী
losses.backward(gradient=v)
by_v = params[0].grad.clone()

params[0].grad = None
(v * day_losses(log_rate(X, params), y)).sum().backward()
print("backward(gradient=v) আর (v * losses).sum()-এর gradient এক:", torch.allclose(by_v, params[0].grad))
