# পর্ব ০৪ · ৩ — হাতের হিসাব বনাম PyTorch autograd, তারপর gradient descent-এর একটি ধাপ
import torch
from hand_backprop import ORDER, WEIGHTS, X1, X2, Y, backward, forward

before = forward(WEIGHTS)
hand = backward(WEIGHTS, before)

# একই network, এবার প্রতিটি weight একটি 0-d float64 tensor
w = {k: torch.tensor(val, dtype=torch.float64, requires_grad=True) for k, val in WEIGHTS.items()}
x1, x2, y = (torch.tensor(val, dtype=torch.float64) for val in (X1, X2, Y))
h1 = torch.sigmoid(w["a1"] * x1 + w["a2"] * x2)
h2 = torch.sigmoid(w["b1"] * x1 + w["b2"] * x2)
out = torch.sigmoid(w["c1"] * h1 + w["c2"] * h2)
loss = (out - y) ** 2
loss.backward()

print("by hand: ", " ".join(f"{k}={hand[k]:+.5f}" for k in ORDER))
print("autograd:", " ".join(f"{k}={w[k].grad.item():+.5f}" for k in ORDER))
gap = max(abs(hand[k] - w[k].grad.item()) for k in ORDER)
# তফাতটি ঠিক কত (০ নাকি শেষ bit), তা CPU আর গণিত-লাইব্রেরি ভেদে বদলায়; তাই একটি সীমা ছাপি
print(f"max |by hand - autograd| < 1e-15: {gap < 1e-15}")

# gradient-এর উল্টো দিকে এক পা: নতুন weight = পুরোনো − lr × gradient
lr = 1.0
stepped = {k: WEIGHTS[k] - lr * w[k].grad.item() for k in WEIGHTS}
after = forward(stepped)
print(f"after one step (lr={lr:g}): out {before['out']:.4f} -> {after['out']:.4f}, "
      f"loss {before['loss']:.4f} -> {after['loss']:.4f}")
