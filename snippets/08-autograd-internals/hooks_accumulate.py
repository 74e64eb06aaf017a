# পর্ব ০৮ · ৬ — register_hook আর register_post_accumulate_grad_hook-এর তফাত
# একই neuron: w = (0.5, -1), লেনদেন x = (2, 3); zero না করে দুবার backward
import torch

w = torch.tensor([0.5, -1.0], requires_grad=True)
x = torch.tensor([2.0, 3.0])


def before(g):
    # .grad-এ যোগ হওয়ার আগে: এই backward-এর নিজের gradient
    print("  register_hook দেখল           :", g)


def after(param):
    # যোগ হওয়ার পরে: hook পায় parameter-টিকেই, .grad এখন জমা যোগফল
    print("  post_accumulate_grad_hook দেখল:", param.grad)


w.register_hook(before)
w.register_post_accumulate_grad_hook(after)

for step in (1, 2):
    print(f"backward {step}:")
    torch.sigmoid((w * x).sum()).backward()
