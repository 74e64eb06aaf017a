import math


class Ctx:
    def save_for_backward(self, *values):
        self.saved = values


class AtLeastOne:
    @staticmethod
    def forward(ctx, z):
        ctx.save_for_backward(z)
        return 1 - math.exp(-math.exp(z))         # ভুল: ছোট λ-তে e^(−λ) ঠিক ১, বিয়োগে সব অঙ্ক হারায়

    @staticmethod
    def backward(ctx, grad_out):
        (z,) = ctx.saved
        return grad_out * math.exp(z - math.exp(z))
