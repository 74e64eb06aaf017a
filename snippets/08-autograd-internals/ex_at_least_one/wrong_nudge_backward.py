import math


class Ctx:
    """PyTorch-এর ctx-এর ছোট রূপ: forward যা রাখে, backward তা পায়।"""

    def save_for_backward(self, *values):
        self.saved = values


class AtLeastOne:
    """p = 1 − e^(−e^z): log-rate z থেকে অন্তত একবার trip-এর সম্ভাবনা।"""

    @staticmethod
    def forward(ctx, z):
        ctx.save_for_backward(z)
        return -math.expm1(-math.exp(z))          # 1 − e^(−λ), ছোট λ-তেও সব অঙ্ক রেখে

    @staticmethod
    def backward(ctx, grad_out):
        (z,) = ctx.saved
        h = 1e-6
        def f(t):
            return -math.expm1(-math.exp(t))
        return grad_out * (f(z + h) - f(z - h)) / (2 * h)
