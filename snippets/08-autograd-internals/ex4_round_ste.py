# পর্ব ০৮ · অনুশীলনী ৪ — round-এর straight-through estimator
import torch


class RoundSTE(torch.autograd.Function):
    @staticmethod
    def forward(ctx, t):
        return torch.round(t)          # backward-এ কিছু লাগে না, তাই save_for_backward নেই

    @staticmethod
    def backward(ctx, g):
        return g                       # gradient যেমন এল, তেমনই পার করে দেওয়া


x = torch.tensor([0.7, 2.2, -1.4], requires_grad=True)
torch.round(x).sum().backward()
print("torch.round grad:", x.grad)

x.grad = None
RoundSTE.apply(x).sum().backward()
print("RoundSTE grad   :", x.grad)

x64 = x.detach().double().requires_grad_()
print("gradcheck(RoundSTE, float64):", torch.autograd.gradcheck(RoundSTE.apply, (x64,), raise_exception=False))
