import torch
from feeders import log_rate, make_days, make_params
from log1mexp import day_losses  # অংশ ৫: শান্ত ফিডারেও সসীম loss

X, y = make_days()
checks = [make_days(n=100, seed=9 + k) for k in range(4)]      # যাচাইয়ের ৪টি batch


def check_loss(params):
    total = 0.0
    with torch.inference_mode():                 # অংশ ২: graph নয়, ফল শুধু ছাপার জন্য
        for X_b, y_b in checks:
            total += day_losses(log_rate(X_b, params, torch.tanh), y_b).mean().item()   # tensor নয়, সংখ্যা
    return total / len(checks)


params = make_params()                           # অংশ ১: আগে ভাগ, তারপর requires_grad_()
opt = torch.optim.SGD(params, lr=0.5)
seen = {}                                        # ধাপ → যাচাইয়ের loss
for step in range(301):
    loss = day_losses(log_rate(X, params, torch.tanh), y).mean()   # অংশ ৭: tanh
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 50 == 0:
        seen[step] = check_loss(params)
        print(f"ধাপ {step:3d}: training loss {loss.item():.2f}")

best = min(seen, key=seen.get)
print(f"যাচাইয়ের loss সবচেয়ে কম ধাপ 100-এর মধ্যেই: {best <= 100} | "
      f"ধাপ 300-এ তার 2 গুণের বেশি: {seen[300] > 2 * seen[best]}")
