import torch
import torch.autograd.forward_ad as fwAD  # লম্বা module-নামের ছোট ডাকনাম
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
params = make_params()
opt = torch.optim.SGD(params, lr=0.5)                # train.py-র training, মাঝপথ পর্যন্ত
for _ in range(100):
    loss = day_losses(log_rate(X, params), y).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
opt.zero_grad()
day_losses(log_rate(X, params), y).mean().backward()
step = [-0.5 * p.grad for p in params]               # ১০১তম ধাপে SGD যে পা ফেলবে, একই lr

# forward mode: প্রতিটি parameter-এর সঙ্গে তার পা-টি সামনে বয়ে চলে (পর্ব ০৫-এর Dual-এর dot)
with fwAD.dual_level():
    # p.detach(): এই pass শুধু forward mode, reverse-এর graph তোলার দরকার নেই; d (p.grad থেকে) এমনিতেই ধ্রুবক
    duals = [fwAD.make_dual(p.detach(), d) for p, d in zip(params, step, strict=True)]
    out = day_losses(log_rate(X, duals), y)
    forward_says = fwAD.unpack_dual(out).tangent     # ২৪০টি দিনের loss কতটা বদলাবে, এক pass-এ

# reverse mode, সরাসরি পথে: প্রতিটি দিনের জন্য আলাদা backward, তারপর পা-এর সঙ্গে গুণ
losses = day_losses(log_rate(X, params), y)
rows = []
for i in range(len(y)):
    grads = torch.autograd.grad(losses[i], params, retain_graph=True)
    rows.append(sum((g * d).sum() for g, d in zip(grads, step, strict=True)))
reverse_says = torch.stack(rows)
print(f"forward mode: 1 pass | reverse mode: {len(rows)} backward | একই উত্তর: "
      f"{torch.allclose(forward_says, reverse_says, rtol=1e-4, atol=1e-7)}")

with torch.no_grad():
    after = day_losses(log_rate(X, [p + d for p, d in zip(params, step, strict=True)]), y)
real = after - losses.detach()
worst = ((forward_says - real).abs().max() / real.abs().max()).item()
print(f"অনুমানের সবচেয়ে বড় ভুল < সবচেয়ে বড় বদলের 1%: {worst < 0.01}")
clear = real.abs() > 0.01 * real.abs().max()         # যে দিনের বদল সেই ভুলের সীমার চেয়ে বড়
agree = (forward_says > 0) == (real > 0)
print(f"বদল সবচেয়ে বড় বদলের 1%-এর বেশি, এমন দিন: {int(clear.sum())} | তাদের সবগুলোতে অনুমান আর সত্যির চিহ্ন এক: "
      f"{bool(agree[clear].all())}")
rises = clear & (real > 0)
print(f"তাদের মধ্যে loss বাড়ে: {int(rises.sum())} দিনে | তাদের মধ্যে trip-এর দিন: {int((rises & (y == 1)).sum())}")
