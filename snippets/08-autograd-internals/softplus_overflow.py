# পর্ব ০৮ · ৫ — অনুমান: খুব বড় x-এ সরল সূত্র বনাম stable SoftPlus
import torch
from softplus_fn import StableSoftplus

for name, f in (("naive ", lambda t: torch.log(1 + torch.exp(t))), ("stable", StableSoftplus.apply)):
    x = torch.tensor([1000.0, -1000.0], requires_grad=True)
    y = f(x)
    y.sum().backward()
    print(f"{name}: value {y.detach()} | grad {x.grad}")
