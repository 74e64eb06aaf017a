# পর্ব ০৮ · ৫ — gradcheck: backward-এর gradient বনাম finite difference-এর gradient
import inspect
import warnings

import torch
from softplus_fn import BadSoftPlus, SoftPlus
from torch.autograd.gradcheck import GradcheckError

ok = inspect.signature(torch.autograd.gradcheck).parameters
print("gradcheck defaults: eps =", ok["eps"].default, "| atol =", ok["atol"].default, "| rtol =", ok["rtol"].default)

gen = torch.Generator().manual_seed(8)
x64 = torch.randn(5, generator=gen, dtype=torch.float64, requires_grad=True)
print("x =", x64.detach())


def check(label, fn, x):
    print(f"{label}:")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            print("  passed:", torch.autograd.gradcheck(fn.apply, (x,)))
        except GradcheckError as err:
            lines = str(err).splitlines()
            print("  GradcheckError:", lines[0])
            for line in lines[1:]:
                if line.startswith(("numerical:", "analytical:")):
                    print("  " + line.split("],")[0] + "], …")   # শুধু প্রথম সারি
    for w in caught:
        print(f"  {w.category.__name__}: {str(w.message).split('. ')[0]}.")


check("float64, SoftPlus", SoftPlus, x64)
check("float64, BadSoftPlus", BadSoftPlus, x64)
check("float32, SoftPlus (backward ঠিক আছে)", SoftPlus, x64.detach().float().requires_grad_())
print(f"σ(x[0]) = {torch.sigmoid(x64[0]).item():.4f} | σ(1-σ) = "
      f"{(torch.sigmoid(x64[0]) * (1 - torch.sigmoid(x64[0]))).item():.4f}")
