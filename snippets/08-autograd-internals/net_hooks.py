# পর্ব ০৮ · অংশ ২ — backward-এর পথে hook: কে কখন ডাক পায়, আর ফেরত দেওয়া tensor কী বদলায়
import torch

gen = torch.Generator().manual_seed(11)
X = torch.randn(6, 3, generator=gen)                 # ছয় রাতের তিনটি মাপ (মানানো এককে)
y = torch.randn(6, 1, generator=gen)                 # ছয় রাতের আসল মাছ (মানানো এককে)
W_in = (torch.randn(3, 4, generator=gen) * 0.5).requires_grad_()
W_out = (torch.randn(4, 1, generator=gen) * 0.5).requires_grad_()
calls = []                                           # কোন hook কোন ক্রমে ডাক পেল


def forward():
    hidden = torch.tanh(X @ W_in)                    # ৪টি hidden unit, ছয় রাতের জন্য
    return hidden, ((hidden @ W_out - y) ** 2).mean()


def note(name):
    def hook(g):                                     # কিছু ফেরত দেয় না: শুধু দেখে
        calls.append(f"{name}{tuple(g.shape)}")
    return hook


W_in.register_hook(note("W_in"))
W_out.register_hook(note("W_out"))
W_out.register_post_accumulate_grad_hook(lambda p: calls.append("W_out.grad-এ যোগ"))
hidden, loss = forward()
hidden.register_hook(note("hidden"))
loss.backward()
print("প্রথম backward:", " → ".join(calls), f"| W_out.grad-এর norm {W_out.grad.norm():.4f}")


def mute_second_unit(g):                             # ফেরত দেওয়া tensor-ই নতুন gradient
    calls.append("hidden-এ দ্বিতীয় unit বন্ধ")
    return g * torch.tensor([1.0, 0.0, 1.0, 1.0])


calls.clear()
W_in.grad = None                                     # W_out.grad ইচ্ছে করে মোছা হলো না
hidden, loss = forward()                             # নতুন hidden: আগের hook এতে নেই
hidden.register_hook(mute_second_unit)
loss.backward()
print("দ্বিতীয় backward:", " → ".join(calls), f"| W_out.grad-এর norm {W_out.grad.norm():.4f}")
print("W_in.grad-এর দ্বিতীয় কলাম:", W_in.grad[:, 1], "| প্রথম কলাম:", W_in.grad[:, 0])
