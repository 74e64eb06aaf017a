# পর্ব ০৮ · ৬ — hook দিয়ে gradient দেখা আর বদলানো
# ৮টি লেনদেন, ৩টি বৈশিষ্ট্য: ভুল PIN, account-এর বয়স, টাকার অঙ্ক (মাপ ঠিক করা)
import torch

gen = torch.Generator().manual_seed(8)
X = torch.randn(8, 3, generator=gen)
y = torch.randn(8, 1, generator=gen)            # লক্ষ্য: জালিয়াতির score
W1 = (torch.randn(3, 4, generator=gen) * 0.5).requires_grad_()
W2 = (torch.randn(4, 1, generator=gen) * 0.5).requires_grad_()


def forward():
    H = torch.relu(X @ W1)                      # মাঝের স্তর: non-leaf
    loss = ((H @ W2 - y) ** 2).mean()
    return H, loss


def watcher(name):
    # কিছু ফেরত দেয় না: শুধু দেখে, gradient বদলায় না
    def hook(g):
        print(f"  {name:<3} grad shape {tuple(g.shape)}, norm {g.norm():.4f}")
    return hook


H, loss = forward()
handle_w1 = W1.register_hook(watcher("W1"))
W2.register_hook(watcher("W2"))
H.register_hook(watcher("H"))                  # non-leaf-এও চলে, retain_grad লাগে না

print("hook-গুলো যে ক্রমে ডাক পেল:")
loss.backward()
print(f"W1.grad: norm {W1.grad.norm():.4f}, max |ঘর| {W1.grad.abs().max():.4f}")
big = int((W1.grad.abs() > 0.1).sum())
print(f"W1.grad-এর ঘর: মোট {W1.grad.numel()}, ±0.1-এর বাইরে {big}")

# W1-এর পাহারাদার সরিয়ে এবার এমন hook, যা gradient কেটে ছোট করে
handle_w1.remove()
W1.register_hook(lambda g: g.clamp(-0.1, 0.1))   # নতুন tensor ফেরত দিলে সেটিই gradient

W1.grad, W2.grad = None, None
H, loss = forward()
print("দ্বিতীয় backward (W1-এর পাহারাদার নেই):")
loss.backward()
print(f"clamp hook-এর পরে W1.grad-এর max |ঘর| = {W1.grad.abs().max():.4f}")
