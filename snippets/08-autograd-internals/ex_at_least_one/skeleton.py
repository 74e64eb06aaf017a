import math


class Ctx:
    """PyTorch-এর ctx-এর ছোট রূপ: forward যা রাখে, backward তা পায়।"""

    def save_for_backward(self, *values):
        self.saved = values


class AtLeastOne:
    """p = 1 − e^(−e^z): log-rate z থেকে অন্তত একবার trip-এর সম্ভাবনা।"""

    @staticmethod
    def forward(ctx, z):
        # TODO: p ফেরত দিন, আর backward-এর যা লাগবে তা ctx-এ রাখুন
        return 0.0

    @staticmethod
    def backward(ctx, grad_out):
        # TODO: grad_out × dp/dz
        return 0.0
