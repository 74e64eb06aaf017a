import torch
from feeders import make_days, make_params
from saved_meter import SavedMeter

X, y = make_days()
W1, b1 = make_params()[:2]
meter = SavedMeter()

with meter:
    h1 = torch.sigmoid(X @ W1 + b1)              # mm রাখে X, sigmoid রাখে নিজের output
print(f"backward-এর আগে graph-এর হাতে {meter.now()[2]} byte")
h1.sum().backward()
print(f"backward-এর পরে {meter.now()[2]} byte | h1.grad_fn তবু আছে: {h1.grad_fn.name()}")

b1.grad = None
with meter:
    gap = (b1 - X[:, :1]).sum()                  # বিয়োগ (broadcast করে) আর sum: কেউ কিছু রাখে না
print(f"b1 − X-এর প্রথম কলাম, তারপর sum: graph-এর হাতে {meter.now()[2]} byte")
gap.backward()
once = b1.grad.clone()
gap.backward()                                   # দ্বিতীয়বারও চলে
print("দুবার backward: b1.grad একবারের ঠিক দ্বিগুণ?", torch.equal(b1.grad, 2 * once),
      f"| প্রথম ঘর {once[0].item():.1f} → {b1.grad[0].item():.1f}")

with meter:
    h1 = torch.sigmoid(X @ W1 + b1)
h1.sum().backward(retain_graph=True)             # রাখা মানগুলো ছেড়ো না
print(f"retain_graph=True-এর backward-এর পরে graph-এর হাতে {meter.now()[2]} byte")
h1.sum().backward()
print(f"তারপর সাধারণ backward চলল, আর graph-এর হাতে {meter.now()[2]} byte")
