# পর্ব ০৮ · ৫ — নিজের autograd.Function: stable softplus, আর ইচ্ছে করে ভুল একটি backward
# softplus(x) = log(1 + eˣ); এর derivative σ(x)
import torch


class SoftPlus(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)                 # backward-এ σ(x) লাগবে, তাই x রাখি
        # log(1 + eˣ) = max(x, 0) + log(1 + e^(-|x|)); eˣ কখনো বিশাল হয় না
        return x.clamp(min=0) + torch.log1p(torch.exp(-x.abs()))

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * torch.sigmoid(x)              # input একটি, তাই gradient-ও একটি


class BadSoftPlus(SoftPlus):
    """forward একই, backward ভুল: σ(x)-এর বদলে σ(x)(1 - σ(x)), যা আসলে sigmoid-এর derivative"""

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        s = torch.sigmoid(x)
        return g * s * (1 - s)


if __name__ == "__main__":
    # forward মিলিয়ে দেখা: PyTorch-এর নিজের softplus-এর সঙ্গে
    t = torch.tensor([-3.0, 0.0, 2.0])
    print("SoftPlus.apply      :", SoftPlus.apply(t))
    print("F.softplus (PyTorch):", torch.nn.functional.softplus(t))
