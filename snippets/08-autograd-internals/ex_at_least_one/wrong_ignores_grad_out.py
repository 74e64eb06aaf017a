import math


class Ctx:
    def save_for_backward(self, *values):
        self.saved = values


class AtLeastOne:
    @staticmethod
    def forward(ctx, z):
        ctx.save_for_backward(z)
        return -math.expm1(-math.exp(z))

    @staticmethod
    def backward(ctx, grad_out):
        (z,) = ctx.saved
        return math.exp(z - math.exp(z))          # ভুল: নিজের ঢাল ঠিক, কিন্তু grad_out দিয়ে গুণ নেই
