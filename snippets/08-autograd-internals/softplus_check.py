# পর্ব ০৮ · ৫ — gradcheck: backward-এর gradient বনাম finite difference-এর gradient
import inspect
import warnings

import torch
from softplus_fn import SlippedSoftplus, StableSoftplus
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


check("float64, StableSoftplus", StableSoftplus, x64)
check("float64, SlippedSoftplus", SlippedSoftplus, x64)
check("float32, StableSoftplus (backward ঠিক আছে)", StableSoftplus, x64.detach().float().requires_grad_())
s0 = torch.sigmoid(x64[0]).item()
print(f"হাতে, x[0]-এ: σ = {s0:.4f} | 1 - σ = {1 - s0:.4f}")
print(f"float32-এ 1-এর ঠিক পরের সংখ্যা: 1 + {torch.finfo(torch.float32).eps:.3g}")
