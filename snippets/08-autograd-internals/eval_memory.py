from feeders import day_losses, log_rate, make_days, make_params
from saved_meter import SavedMeter

params = make_params()
meter = SavedMeter()
for way in ("loss", "loss.item()"):
    print(f"total = total + {way}")
    total, before = 0.0, 0
    for k in range(4):                           # যাচাইয়ের ৪টি batch, প্রতিটিতে ১০০ দিন
        X_b, y_b = make_days(n=100, seed=9 + k)
        with meter:
            loss = day_losses(log_rate(X_b, params), y_b).mean()
        total = total + (loss if way == "loss" else loss.item())
        saves, storages, size = meter.now()
        print(f"  batch {k + 1}: graph-এর হাতে {size:5d} byte ({size - before:+6d}) | রাখা {saves}, storage {storages}")
        before = size
    total = loss = None                          # নাম দুটি আর কিছু ধরে নেই
    print(f"  total, loss ছেড়ে দিলে: {meter.now()[2]} byte")
n, f = 100, 4                                    # প্রথম batch-এর দিন, float32-এর একটি সংখ্যার byte
parts = (n * 5 * f, 3 * n * 16 * f, sum(W.untyped_storage().nbytes() for W in params[2::2]), 5 * n * f)
print("shape থেকে: X_b {} + h1, h2, h3 {} + W2, W3, W4 {} + loss-এর পাঁচটি {} = {}".format(*parts, sum(parts)))
