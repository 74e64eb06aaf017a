from feeders import day_losses, log_rate, make_days, make_params
from graph_bytes import held

params = make_params()
for way in ("loss", "loss.item()"):
    print(f"total = total + {way}")
    total = 0.0
    for k in range(4):                           # যাচাইয়ের ৪টি batch, প্রতিটিতে ১০০ দিন
        X_b, y_b = make_days(n=100, seed=9 + k)
        loss = day_losses(log_rate(X_b, params), y_b).mean()
        total = total + (loss if way == "loss" else loss.item())
        print(f"  batch {k + 1}: total ধরে রেখেছে {held(total, params):5d} byte | total-এর ধরন {type(total).__name__}")
