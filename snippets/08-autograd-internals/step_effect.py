import torch
import torch.autograd.forward_ad as fwAD
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
params = make_params()
day_losses(log_rate(X, params), y).mean().backward()
step = [-0.05 * p.grad for p in params]              # SGD-এর প্রস্তাবিত ছোট পা, lr = 0.05

# forward mode: প্রতিটি parameter-এর সঙ্গে তার পা-টি সামনে বয়ে চলে (পর্ব ০৫-এর Dual-এর dot)
with fwAD.dual_level():
    duals = [fwAD.make_dual(p.detach(), d) for p, d in zip(params, step, strict=True)]
    out = day_losses(log_rate(X, duals), y)
    forward_says = fwAD.unpack_dual(out).tangent     # ২৪০টি দিনের loss কতটা বদলাবে, এক pass-এ

# reverse mode: প্রতিটি দিনের জন্য আলাদা backward, তারপর পা-এর সঙ্গে গুণ
losses = day_losses(log_rate(X, params), y)
rows = []
for i in range(len(y)):
    grads = torch.autograd.grad(losses[i], params, retain_graph=True)
    rows.append(sum((g * d).sum() for g, d in zip(grads, step, strict=True)))
reverse_says = torch.stack(rows)
print(f"forward mode: 1 pass | reverse mode: {len(rows)} backward | একই উত্তর: "
      f"{torch.allclose(forward_says, reverse_says, atol=1e-6)}")

with torch.no_grad():
    after = day_losses(log_rate(X, [p + d for p, d in zip(params, step, strict=True)]), y)
real = after - losses.detach()
print(f"যে দিনগুলোর loss বাড়বে: অনুমান {int((forward_says > 0).sum())}, পা ফেলার পরে সত্যিই {int((real > 0).sum())}")
print(f"যে দিনে অনুমান আর সত্যির চিহ্ন আলাদা: {int(((forward_says > 0) != (real > 0)).sum())}")
print(f"সবচেয়ে বড় সত্যিকারের বদল {real.abs().max():.2f}, অনুমানের সবচেয়ে বড় ভুল {(forward_says - real).abs().max():.2f}")
