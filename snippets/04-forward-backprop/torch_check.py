"""তৃতীয় একটি মত: PyTorch নিজের খাতা রেখে একই আট দিনের loss-এর gradient দেয়; backprop()-এর সঙ্গে মেলে?"""
import torch
from net import X, Y, backprop, loss_of, start

params = [torch.tensor(p, requires_grad=True) for p in start()]   # W1, b1, W2, b2; float64, NumPy থেকে
days, sold = torch.tensor(X), torch.tensor(Y)                      # data: requires_grad নেই
W1, b1, W2, b2 = params
loss = ((torch.tanh(days @ W1 + b1) @ W2 + b2 - sold) ** 2).mean()
loss.backward()                         # PyTorch নিজের খাতা ডান থেকে বাঁয়ে হাঁটে

ours = backprop(start())
worst = max(float((p.grad - torch.tensor(g)).abs().max()) for p, g in zip(params, ours, strict=True))
print(f"loss: PyTorch {loss.item():.4f}, loss_of() {loss_of(start()):.4f}")
print(f".grad filled on {sum(p.grad.numel() for p in params)} numbers; "
      f"farthest from backprop(): below 1e-12? {worst < 1e-12}")
print(f"days.requires_grad = {days.requires_grad}, so days.grad = {days.grad}")
