import math

import torch
from log1mexp import Log1mExp, day_losses
from torch.autograd import gradcheck

# Function ছাড়া: একই দুই শাখা torch.where দিয়ে জোড়া, derivative autograd-এর
lam = torch.tensor([1e-8], requires_grad=True)
joined = torch.where(lam < math.log(2), torch.log(-torch.expm1(-lam)), torch.log1p(-torch.exp(-lam)))
(g,) = torch.autograd.grad(joined.sum(), lam)
print(f"torch.where দিয়ে জোড়া, λ = 1e-8: gradient nan? {bool(g.isnan())}")

# কিনারায়, কাজের dtype float32-এ: আমাদের backward বনাম নিজের নাড়ানো (float64, ধাপ λ-এর 10⁻⁴ ভাগ)
edge = torch.tensor([1e-8, 1e-4, 0.69, 0.70, 30.0], requires_grad=True)   # 0.69 আর 0.70: log 2-এর দুই পাশ
(g,) = torch.autograd.grad(Log1mExp.apply(edge).sum(), edge)
lam64 = edge.detach().double()
h = 1e-4 * lam64
with torch.no_grad():
    nudged = (Log1mExp.apply(lam64 + h) - Log1mExp.apply(lam64 - h)) / (2 * h)
close = ((g.double() - nudged) / nudged).abs() < 1e-5
for value, ok in zip(edge.tolist(), close.tolist(), strict=True):
    print(f"λ = {value:<6g}: backward আর নাড়ানোর ঢাল মেলে (আপেক্ষিক তফাত < 1e-5): {ok}")

# gradcheck একবার, float64-এ, যেখানে দুই শাখা মেলে; আর একবার একেবারে কিনারায়
near_switch = torch.tensor([0.5, 0.69, 0.70, 2.0], dtype=torch.float64, requires_grad=True)
print("gradcheck, log 2-এর দুই পাশে:", gradcheck(Log1mExp.apply, (near_switch,), raise_exception=False))
tiny = torch.tensor([1e-8], dtype=torch.float64, requires_grad=True)
print("gradcheck, λ = 1e-8         :", gradcheck(Log1mExp.apply, (tiny,), raise_exception=False))

# script-এর নতুন loss, quiet_feeder.py-এর সেই তিনটি দিনে
z = torch.tensor([-18.0, -2.0, 1.0], requires_grad=True)
losses = day_losses(z, torch.tensor([1.0, 1.0, 0.0]))
losses.sum().backward()
print("নতুন day_losses: সব loss আর z.grad সসীম:", bool(losses.isfinite().all() and z.grad.isfinite().all()),
      "| শান্ত দিনে loss ≈ 18, z.grad ≈ −1:",
      torch.allclose(losses[0], torch.tensor(18.0)) and torch.allclose(z.grad[0], torch.tensor(-1.0)))
