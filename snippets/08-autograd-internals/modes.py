# পর্ব ০৮ · ৩ — graph বন্ধ রাখার চার উপায়: no_grad, inference_mode, detach, freezing
import inspect

import torch

w = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)

# ১) no_grad আর inference_mode: দুটোতেই graph তৈরি হয় না
with torch.no_grad():
    a = w * 2
with torch.inference_mode():
    b = w * 2
for label, t in (("no_grad", a), ("inference_mode", b)):
    print(f"{label:<15}: requires_grad={t.requires_grad}, grad_fn={t.grad_fn}, is_inference={t.is_inference()}")

# ২) inference tensor পরে কোনো graph-এ ঢুকতে পারে না
try:
    (b * w).sum().backward()
except RuntimeError as err:
    print("RuntimeError:", str(err).split(". ")[0] + ".")

# no_grad-এর ফল পারে, ধ্রুবক হিসেবে
(a * w).sum().backward()
print("no_grad-এর ফল দিয়ে backward, w.grad =", w.grad)

# ৩) detach: একই memory, কিন্তু graph-এর ইতিহাস নেই
d = w.detach()
print(f"detach: same memory? {d.data_ptr() == w.data_ptr()} | requires_grad={d.requires_grad}")

w.grad = None
(w * w).sum().backward()
print("d(w*w)/dw          :", w.grad)
w.grad = None
(w * w.detach()).sum().backward()
print("d(w*w.detach())/dw :", w.grad)

# ৪) .grad-এ gradient যোগ হয়, পুরোনোটা মোছে না
w.grad = None
(w**2).sum().backward()
(w**2).sum().backward()
print("দুবার backward-এর পর w.grad:", w.grad)

# torch.autograd.grad ফল ফেরত দেয়, .grad ছোঁয় না
(g,) = torch.autograd.grad((w**2).sum(), w)
print("autograd.grad ফেরত দিল:", g, "| w.grad আগের মতোই:", w.grad)

# optimizer-এর zero_grad() এখন .grad মুছে None বসায়
print("Optimizer.zero_grad:", inspect.signature(torch.optim.Optimizer.zero_grad))

# ৫) freezing: এর পর থেকে w-এর gradient-ই আর চাওয়া হয় না
w.requires_grad_(False)
print("frozen: (w * 2).requires_grad =", (w * 2).requires_grad)
