# পর্ব ০৮ · অংশ ৫ — নিজের autograd.Function: overflow ছাড়া softplus
# softplus(x) = log(1 + eˣ), আর তার derivative σ(x)
import torch


class StableSoftplus(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        # log(1 + eˣ) = max(x, 0) + log(1 + e^(-|x|)); e-এর ঘাত কখনো ধনাত্মক নয়
        out = torch.clamp(x, min=0) + torch.log1p(torch.exp(-torch.abs(x)))
        ctx.save_for_backward(out)       # sigmoid-এর মতোই: নিজের output রেখে দেওয়া
        return out

    @staticmethod
    def backward(ctx, grad_out):
        (out,) = ctx.saved_tensors
        # e^(-out) = 1 / (1 + eˣ) = 1 - σ(x), তাই σ(x) = 1 - e^(-out)
        return grad_out * -torch.expm1(-out)    # input একটি, তাই ফেরতও একটি


class SlippedSoftplus(StableSoftplus):
    """forward হুবহু এক; backward-এ এক জায়গায় হাত ফসকেছে: σ(x)-এর বদলে 1 - σ(x)"""

    @staticmethod
    def backward(ctx, grad_out):
        (out,) = ctx.saved_tensors
        return grad_out * torch.exp(-out)


if __name__ == "__main__":
    points = torch.tensor([-4.0, 0.0, 1.5])
    print("StableSoftplus.apply:", StableSoftplus.apply(points))
    print("F.softplus (PyTorch):", torch.nn.functional.softplus(points))
