import torch
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
params = make_params()
storm = X[:, 4] > 0                                  # ঝড়ের সতর্কবার্তার দিন
v = torch.where(storm, 3.0, 1.0) / len(y)            # ঝড়ের দিন তিনগুণ ভারী, বাকিটা গড়ের মতো

losses = day_losses(log_rate(X, params), y)          # দিনপ্রতি একটি loss, shape (240,)
arrived = []
losses.register_hook(arrived.append)                 # losses-এ পৌঁছানো gradient টুকে রাখে
(v * losses).sum().backward()
print(f"ভারী গড়ের backward: {len(y)} ঘরের losses-এ যা পৌঁছাল, তা ঠিক v? {torch.equal(arrived[0], v)}")
weighted = [p.grad.clone() for p in params]

for p in params:
    p.grad = None
losses = day_losses(log_rate(X, params), y)
losses.backward(gradient=v)                          # যোগফলের ধাপ নেই: v সরাসরি losses-এ
same = all(torch.allclose(g, p.grad) for g, p in zip(weighted, params, strict=True))
print(f"losses.backward(gradient=v): {len(params)}টি parameter-এর gradient আগের মতোই? {same}")

losses = day_losses(log_rate(X, params), y)
losses.register_hook(arrived.append)
losses.mean().backward()                             # সাধারণ গড়: ভার সবার সমান
print(f"সাধারণ গড়ের backward-এ losses-এ পৌঁছাল সব ঘরে 1/{len(y)}? "
      f"{torch.allclose(arrived[-1], torch.full_like(v, 1 / len(y)))}")

try:
    day_losses(log_rate(X, params), y).backward()    # v না দিলে?
except RuntimeError as err:
    print("v ছাড়া:", err)
