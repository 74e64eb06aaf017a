# পর্ব ০৮ · অংশ ৩ — graph বন্ধের চার হাতিয়ার: প্রতিটিকে একই প্রশ্নগুলো করা
# ok = backward চলল; version none = এই tensor-এর কোনো version counter নেই
import torch


def new_weight():
    return torch.tensor([1.0, -2.0, 3.0], requires_grad=True)


def made_with(tool):
    """হাতিয়ারটি দিয়ে একটি নতুন weight থেকে একটি ফল বানানো।"""
    w = new_weight()
    if tool == "no_grad":
        with torch.no_grad():
            return w * 2
    if tool == "inference_mode":
        with torch.inference_mode():
            return w * 2
    if tool == "detach()":
        return w.detach()
    w.requires_grad_(False)           # freezing
    return w * 2


def joins_later(out, op):
    """পরে আসা কোনো training-এর weight q-এর সঙ্গে op (যোগ বা গুণ), তারপর backward।"""
    q = torch.ones(3, requires_grad=True)
    try:
        op(out, q).sum().backward()
    except RuntimeError:
        return "RuntimeError"
    return "ok"


def version_of(t):
    try:
        return str(t._version)
    except RuntimeError:
        return "none"


print(f"{'':<22}{'grad_fn':<9}{'version':<9}{'out + q':<14}out * q")
for tool in ("no_grad", "inference_mode", "detach()", "requires_grad_(False)"):
    out = made_with(tool)
    added, multiplied = joins_later(out, torch.add), joins_later(out, torch.mul)
    print(f"{tool:<22}{out.grad_fn!s:<9}{version_of(out):<9}{added:<14}{multiplied}")

# inference tensor: কোন ধাপ ভাঙল, আর clone() করলে কী হয়
out = made_with("inference_mode")
q = torch.ones(3, requires_grad=True)
try:
    (out * q).sum().backward()
except RuntimeError as err:
    print("inference tensor * q:", str(err).split(". ")[0] + ".")
(out.clone() * q).sum().backward()
print("clone() করে নিলে q.grad =", q.grad)

# detach(): একই memory, একই version counter
w = new_weight()
d = w.detach()
with torch.no_grad():
    d.mul_(1.0)                        # d-তে in-place লেখা
print(f"detach: একই memory? {d.data_ptr() == w.data_ptr()} | d-তে লেখার পরে w-এর version {w._version}")

# detach() কোথায় বসালেন, তাতে gradient বদলায়
(full,) = torch.autograd.grad((w * w).sum(), w)
(half,) = torch.autograd.grad((w * w.detach()).sum(), w)
print("Σ w·w-এর gradient         :", full)
print("Σ w·w.detach()-এর gradient:", half)
