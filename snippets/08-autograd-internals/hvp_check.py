import torch
from feeders import log_rate, make_days, make_params
from log1mexp import day_losses

X, y = make_days()
params = make_params()
opt = torch.optim.SGD(params, lr=0.5)                       # script-এর training, ১০০ ধাপ
for _ in range(100):
    loss = day_losses(log_rate(X, params), y).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()

X, y = X.double(), y.double()                               # এখান থেকে float64: ছোট বদলও নির্ভুল মাপতে
params = [p.detach().double().requires_grad_() for p in params]


def loss_at(ps):
    return day_losses(log_rate(X, ps), y).mean()


loss = loss_at(params)
grads = torch.autograd.grad(loss, params, create_graph=True)        # backward ১, নিজেও graph-এ
step = [-0.5 * g.detach() for g in grads]                           # SGD-এর পরের পা, d: detach করা ধ্রুবক
slope = sum((g * d).sum() for g, d in zip(grads, step, strict=True))  # g·d: একটি সংখ্যা
Hd = torch.autograd.grad(slope, params, retain_graph=True)          # backward ২: g·d-এর gradient = H·d

# detach ছাড়া d নিজেও g থেকে আসে, তাই gradient-এ d-এর বদলও ঢোকে: −½ g·g-এর gradient −H·g = 2·H·d
loose = sum((g * (-0.5 * g)).sum() for g in grads)
Hd_loose = torch.autograd.grad(loose, params)
print("detach ছাড়া d: gradient হয় 2·H·d, H·d নয়:",
      all(torch.allclose(a, 2 * b, rtol=1e-9, atol=1e-12) for a, b in zip(Hd_loose, Hd, strict=True)))
bend = sum((h * d).sum() for h, d in zip(Hd, step, strict=True)).item()


def real_change(k):                                                 # k গুণ লম্বা পা ফেললে আসলে কী হয়
    with torch.no_grad():
        return (loss_at([p + k * d for p, d in zip(params, step, strict=True)]) - loss).item()


first, second = slope.item(), slope.item() + bend / 2
print(f"পা-এর দিকে বক্রতা d·H·d < 0 (loss নিচের দিকে বাঁকে): {bend < 0}")
print(f"সত্যিকারের বদলের তুলনায়: প্রথম ক্রমের ভুল > 0.1%: {abs(first - real_change(1)) > 1e-3 * abs(real_change(1))}"
      f" | দ্বিতীয় ক্রমের ভুল < 0.01%: {abs(second - real_change(1)) < 1e-4 * abs(real_change(1))}")
print(f"লম্বা পা, d-এর 8 গুণ: loss সরলরেখার অনুমানের চেয়েও বেশি নামে: {real_change(8) < 8 * first}")
n = sum(p.numel() for p in params)
print(f"parameter {n}; পুরো Hessian হতো {n * n} সংখ্যা, H·d-তে লাগল {n} সংখ্যা আর দুটি backward")
