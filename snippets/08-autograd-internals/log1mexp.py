import math

import torch


class Log1mExp(torch.autograd.Function):
    """log(1 − e^(−λ)), λ > 0: অন্তত একবার trip-এর সম্ভাবনার log, কোনো λ-তে না ভেঙে।

    log 2-এ শাখা বদলের কৌশলটি Mächler (2012), "Accurately Computing log(1 − exp(−|a|))"।
    """

    @staticmethod
    def forward(ctx, lam):
        small = lam < math.log(2)
        out = torch.where(small, torch.log(-torch.expm1(-lam)), torch.log1p(-torch.exp(-lam)))
        ctx.save_for_backward(lam)          # backward-এর দরকার শুধু λ
        return out

    @staticmethod
    def backward(ctx, grad_out):
        (lam,) = ctx.saved_tensors
        return grad_out / torch.expm1(lam)  # d/dλ log(1 − e^(−λ)) = 1 / (e^λ − 1)


def day_losses(z, y):
    """feeders.day_losses-এর নতুন রূপ: log(1 − e^(−λ)) এখন Log1mExp।"""
    lam = torch.exp(z)
    return -(y * Log1mExp.apply(lam) + (1 - y) * (-lam))
