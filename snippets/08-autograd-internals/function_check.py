import math
import warnings

import torch
from log1mexp import Log1mExp
from torch.autograd import gradcheck


class Draft(torch.autograd.Function):       # প্রথম খসড়া: একই forward, সরাসরি derivative
    @staticmethod
    def forward(ctx, lam):
        ctx.save_for_backward(lam)
        return Log1mExp.forward(ctx, lam)

    @staticmethod
    def backward(ctx, grad_out):
        (lam,) = ctx.saved_tensors
        return grad_out * torch.exp(-lam) / (1 - torch.exp(-lam))


lam64 = torch.tensor([1e-3, 0.3, 0.9, 4.0, 30.0], dtype=torch.float64, requires_grad=True)
lam32 = lam64.detach().float().requires_grad_()
for name, fn in (("খসড়া", Draft), ("Log1mExp", Log1mExp)):
    print(f"{name:9s} gradcheck float64: {gradcheck(fn.apply, (lam64,), raise_exception=False)}")
with warnings.catch_warnings(record=True) as said:
    warnings.simplefilter("always")
    ok32 = gradcheck(Log1mExp.apply, (lam32,), raise_exception=False)
print(f"Log1mExp  gradcheck float32: {ok32} (সতর্কবার্তা {len(said)}টি)")

lam = torch.tensor([1e-8, 1e-4], requires_grad=True)   # float32, শান্ত ফিডারের λ
joined = torch.where(lam < math.log(2), torch.log(-torch.expm1(-lam)), torch.log1p(-torch.exp(-lam)))
(g,) = torch.autograd.grad(joined.sum(), lam)            # Function ছাড়া, একই সূত্র জোড়া লাগিয়ে
print(f"torch.where দিয়ে জোড়া, float32, λ = 1e-8: gradient {g[0].item():.3g}")
exact = 1 / torch.expm1(lam.detach().double())
for name, fn in (("খসড়া", Draft), ("Log1mExp", Log1mExp)):
    (g,) = torch.autograd.grad(fn.apply(lam).sum(), lam)
    rel = ((g.double() - exact) / exact).abs()
    print(f"{name:9s} float32, λ = 1e-8: {g[0].item():.3g}, λ = 1e-4: আপেক্ষিক ভুল < 1e-6: {bool(rel[1] < 1e-6)}")

z = torch.tensor([-18.0, -2.0, 1.0], requires_grad=True)   # quiet_feeder.py-এর তিনটি দিন
y = torch.tensor([1.0, 1.0, 0.0])
lam_z = torch.exp(z)
losses = -(y * Log1mExp.apply(lam_z) + (1 - y) * (-lam_z))
losses.sum().backward()
print("Log1mExp দিয়ে loss  :", [f"{v:.4f}" for v in losses.tolist()])
print("Log1mExp দিয়ে z.grad:", [f"{v:.4f}" for v in z.grad.tolist()])
