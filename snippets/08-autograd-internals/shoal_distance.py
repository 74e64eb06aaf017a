# পর্ব ০৮ · অংশ ৬ — নিজের backward: ঝাঁকের কেন্দ্র থেকে জালের দূরত্ব, শূন্য দূরত্বেও nan নয়; আর gradcheck
import inspect
import warnings

import torch
from torch.autograd import gradcheck


class SafeDistance(torch.autograd.Function):
    @staticmethod
    def forward(ctx, d):                              # d: (N, 2) = জাল − কেন্দ্র, কিলোমিটারে
        r = torch.sqrt((d * d).sum(dim=1))
        ctx.save_for_backward(d, r)                   # backward-এ input আর output দুটিই লাগবে
        return r

    @staticmethod
    def backward(ctx, g):                             # g: প্রতিটি দূরত্বে আসা gradient, আকার (N,)
        d, r = ctx.saved_tensors
        return g[:, None] * d / r.clamp_min(1e-12)[:, None]   # r = 0 হলে d-ও 0, ফল 0


class ForgotG(SafeDistance):
    @staticmethod
    def backward(ctx, g):                             # চেনা ভুল: আসা g দিয়ে গুণ নেই
        d, r = ctx.saved_tensors
        return d / r.clamp_min(1e-12)[:, None]


nets = torch.tensor([[2.0, 1.0], [3.2, 2.6], [0.5, 1.8]])    # প্রথম জাল ঠিক কেন্দ্রে পড়েছে
for name, dist in [("সোজা sqrt", lambda d: torch.sqrt((d * d).sum(dim=1))),
                   ("SafeDistance", SafeDistance.apply), ("ForgotG", ForgotG.apply),
                   ("linalg.norm", lambda d: torch.linalg.norm(d, dim=1))]:
    centre = torch.tensor([2.0, 1.0], requires_grad=True)
    r = dist(nets - centre)
    r.sum().backward()
    print(f"{name:<12} দূরত্ব {r.detach()} | sum()-এর পরে centre.grad {centre.grad}")

defaults = inspect.signature(gradcheck).parameters
print("gradcheck-এর default:", {k: defaults[k].default for k in ("eps", "atol", "rtol")})
gen = torch.Generator().manual_seed(4)
d64 = torch.randn(4, 2, dtype=torch.float64, generator=gen, requires_grad=True)
print("gradcheck float64 SafeDistance:", gradcheck(SafeDistance.apply, (d64,)))
print("gradcheck float64 ForgotG:", gradcheck(ForgotG.apply, (d64,), raise_exception=False))
d32 = d64.detach().float().requires_grad_()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    ok32 = gradcheck(SafeDistance.apply, (d32,), raise_exception=False)
print("gradcheck float32 SafeDistance:", ok32, "|", str(caught[0].message).split(". ")[0])
