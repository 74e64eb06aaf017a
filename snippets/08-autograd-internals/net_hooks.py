# পর্ব ০৮ · অংশ ২ — backward-এর পথে hook: কে কখন gradient পায়, আর hook কীভাবে তা বদলায়
import torch

gen = torch.Generator().manual_seed(11)
X = torch.randn(6, 3, generator=gen)                 # ছয় রাতের তিনটি মাপ
y = torch.randn(6, 1, generator=gen)                 # ছয় রাতের আসল মাছ (মানানো এককে)
W_in = (torch.randn(3, 4, generator=gen) * 0.5).requires_grad_()
W_out = (torch.randn(4, 1, generator=gen) * 0.5).requires_grad_()


def forward():
    hidden = torch.tanh(X @ W_in)                    # ৪টি hidden unit, ছয় রাতের জন্য
    return hidden, ((hidden @ W_out - y) ** 2).mean()


def watch(name):
    def hook(g):                                     # কিছু ফেরত দেয় না: শুধু দেখে
        print(f"  {name:<6} gradient পেল: আকার {tuple(g.shape)}, norm {g.norm():.4f}")
    return hook


hidden, loss = forward()
handle = W_in.register_hook(watch("W_in"))
W_out.register_hook(watch("W_out"))
hidden.register_hook(watch("hidden"))
W_out.register_post_accumulate_grad_hook(lambda p: print(f"  W_out.grad-এ জমা হলো: norm {p.grad.norm():.4f}"))
print("প্রথম backward:")
loss.backward()
print(f"W_in.grad-এর সবচেয়ে বড় |ঘর| = {W_in.grad.abs().max():.4f}")

handle.remove()                                      # দেখার hook সরানো
W_in.register_hook(lambda g: g.clamp(-0.5, 0.5))  # ফেরত দেওয়া tensor-ই নতুন gradient
W_in.grad = None                                     # W_out.grad ইচ্ছে করে মোছা হলো না
hidden, loss = forward()
print("দ্বিতীয় backward, নতুন forward-এর পরে:")
loss.backward()
print(f"W_in.grad-এর সবচেয়ে বড় |ঘর| = {W_in.grad.abs().max():.4f}")
