import math


class Ctx:
    def save_for_backward(self, *values):
        self.saved = values


class AtLeastOne:
    @staticmethod
    def forward(ctx, z):
        lam = math.exp(z)
        ctx.save_for_backward(lam)
        return -math.expm1(-lam)

    @staticmethod
    def backward(ctx, grad_out):
        (lam,) = ctx.saved
        return grad_out * math.exp(-lam) * lam if lam > 1e-6 else 0.0   # ভুল: "λ খুব ছোট, ঢাল তো শূন্যই"
