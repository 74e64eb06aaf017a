# পর্ব ০৮ · অংশ ৩ — graph না বানানোর পথ: no_grad, enable_grad, inference_mode, freezing, আর eval() কী করে না
import torch

w = torch.tensor([0.6, -0.4, -0.15], requires_grad=True)
b = torch.tensor(1.1, requires_grad=True)
x = torch.tensor([1.5, 2.0, 3.0])


def show(label, t):
    node = type(t.grad_fn).__name__ if t.grad_fn else "None"
    print(f"{label:<26} requires_grad={t.requires_grad!s:<5} grad_fn={node:<12} inference={t.is_inference()}")


show("সাধারণ", torch.exp(x @ w + b))
with torch.no_grad():
    show("no_grad", torch.exp(x @ w + b))
    with torch.enable_grad():
        show("no_grad-এর ভেতরে enable_grad", torch.exp(x @ w + b))
with torch.inference_mode():
    est = torch.exp(x @ w + b)
show("inference_mode", est)
print("বাইরে এসে est + w:", type((est + w).grad_fn).__name__)
try:
    est * w
except RuntimeError as err:
    print("বাইরে এসে est * w: RuntimeError:", str(err).split(". ")[0])
print("est.clone() * w:", type((est.clone() * w).grad_fn).__name__)

b.requires_grad_(False)                               # bias স্থির (freeze)
catch = torch.exp(x @ w + b)
catch.backward()
print(f"b স্থির: catch-এর grad_fn={type(catch.grad_fn).__name__} | w.grad={w.grad} | b.grad={b.grad}")
w.grad = None
catch = torch.exp(x @ w + b)
(catch / catch.detach()).backward()                   # হর detach: graph-এর চোখে ধ্রুবক
print(f"catch / catch.detach(): মান 1, w.grad={w.grad}")

torch.manual_seed(3)
drop = torch.nn.Dropout(p=0.5)                        # train mode-এ ঘর এলোমেলো শূন্য করে
drop.eval()
e1, e2 = torch.exp(drop(x) @ w + b), torch.exp(drop(x) @ w + b)
print(f"eval(): দুবার একই? {torch.equal(e1, e2)} | grad_fn={type(e1.grad_fn).__name__}")
drop.train()
with torch.no_grad():
    n1, n2 = torch.exp(drop(x) @ w + b), torch.exp(drop(x) @ w + b)
print(f"train mode, no_grad: দুবার একই? {torch.equal(n1, n2)} | grad_fn={n1.grad_fn}")
