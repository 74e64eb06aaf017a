# পর্ব ০৮ · অনুশীলনী ১ — বরফ-বাক্সে cap মণের বেশি রাখা যায় না: নিজের Function, gradcheck আর torch.clamp-এর সঙ্গে মিল
import torch
from torch.autograd import gradcheck


class CapAt(torch.autograd.Function):
    @staticmethod
    def forward(ctx, catch, cap):
        ctx.save_for_backward(catch)
        ctx.cap = cap                                    # tensor নয়: ctx-এর attribute
        return catch.clamp(max=cap)

    @staticmethod
    def backward(ctx, g):
        (catch,) = ctx.saved_tensors
        return g * (catch <= ctx.cap), None              # cap-এর দিকে gradient নেই: None


catch = torch.tensor([2.1, 3.3, 4.8, 1.0], dtype=torch.float64, requires_grad=True)
CapAt.apply(catch, 3.0).sum().backward()
mine = catch.grad.clone()
catch.grad = None
catch.clamp(max=3.0).sum().backward()
print("CapAt:", mine.tolist(), "| torch.clamp:", catch.grad.tolist())
print("gradcheck, cap থেকে দূরে:", gradcheck(lambda c: CapAt.apply(c, 3.0), (catch,)))
