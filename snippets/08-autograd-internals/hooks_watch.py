# পর্ব ০৮ · অংশ ৬ — hook দিয়ে backward-এর পথে gradient দেখা, তারপর বদলানো
# ৬টি লেনদেন, ৩টি বৈশিষ্ট্য (ভুল PIN, account-এর বয়স, টাকার অঙ্ক), মাঝে ৫ ঘরের একটি স্তর
import torch

gen = torch.Generator().manual_seed(21)
X = torch.randn(6, 3, generator=gen)
target = torch.randn(6, 1, generator=gen)
W_in = (torch.randn(3, 5, generator=gen) * 0.5).requires_grad_()
W_out = (torch.randn(5, 1, generator=gen) * 0.5).requires_grad_()


def run_forward():
    hidden = torch.relu(X @ W_in)                      # non-leaf
    return hidden, ((hidden @ W_out - target) ** 2).mean()


log = []                                               # backward যে ক্রমে gradient দিল


def recorder(name):
    def hook(grad):                                    # কিছু ফেরত দেয় না: শুধু লিখে রাখে
        log.append(f"{name}: আকার {tuple(grad.shape)}, norm {grad.norm():.4f}")
    return hook


hidden, loss = run_forward()
handles = {name: t.register_hook(recorder(name)) for name, t in
           (("W_in", W_in), ("hidden", hidden), ("W_out", W_out))}
loss.backward()
print("প্রথম backward:", *log, sep="\n  ")
print(f"W_in.grad: norm {W_in.grad.norm():.4f}, সবচেয়ে বড় |ঘর| {W_in.grad.abs().max():.4f}")
limit = 0.05
print(f"W_in.grad: মোট ঘর {W_in.grad.numel()}, ±{limit}-এর বাইরে {int((W_in.grad.abs() > limit).sum())}")

# W_in-এর recorder সরিয়ে এমন hook বসানো, যা নতুন একটি gradient ফেরত দেয়
handles["W_in"].remove()
W_in.register_hook(lambda grad: grad.clamp(-limit, limit))

log.clear()
W_in.grad = W_out.grad = None
hidden, loss = run_forward()                           # নতুন hidden: আগের hook এতে নেই
loss.backward()
print("দ্বিতীয় backward:", *log, sep="\n  ")
print(f"clamp-এর পরে W_in.grad-এর সবচেয়ে বড় |ঘর| {W_in.grad.abs().max():.4f}")
