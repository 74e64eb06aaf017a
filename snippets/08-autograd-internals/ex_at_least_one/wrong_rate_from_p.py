import math


class Ctx:
    def save_for_backward(self, *values):
        self.saved = values


class AtLeastOne:
    @staticmethod
    def forward(ctx, z):
        p = -math.expm1(-math.exp(z))
        ctx.save_for_backward(p)           # ভুল নয় এখনো: sigmoid/exp-এর মতো output রাখা
        return p

    @staticmethod
    def backward(ctx, grad_out):
        (p,) = ctx.saved
        lam = -math.log(1 - p)             # ভুল: p থেকে λ ফেরানো; শান্ত দিনে 1 − p ঠিক 1, λ হয়ে যায় 0
        return grad_out * (1 - p) * lam
