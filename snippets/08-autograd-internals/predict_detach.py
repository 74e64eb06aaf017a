# পর্ব ০৮ · অনুশীলনী ৩ — output অনুমান করুন
import torch

w = torch.tensor([3.0, -1.0], requires_grad=True)
y = (w * w.detach() + 2 * w).sum()
y.backward()
print(w.grad)

with torch.no_grad():
    z = w * 3
print(z.requires_grad, w.grad is None)
