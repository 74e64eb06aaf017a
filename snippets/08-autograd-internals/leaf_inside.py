import torch
from feeders import day_losses, log_rate, make_days, make_params

X, y = make_days()
torch.manual_seed(0)
draft = torch.randn(5, 16, requires_grad=True) / 5 ** 0.5
print("খসড়ার W1: is_leaf =", draft.is_leaf, "| grad_fn =", draft.grad_fn.name())
acc = draft.grad_fn.next_functions[0][0]
print("তার পেছনের node:", acc.name(), "| সেখানে যে tensor:", tuple(acc.variable.shape), acc.variable.is_leaf)

params = make_params()                      # feeders.py: আগে ভাগ, তারপর requires_grad_()
W1, b1 = params[0], params[1]
print("feeders-এর W1: is_leaf =", W1.is_leaf, "| grad_fn =", W1.grad_fn)
with torch.no_grad():                       # খসড়ার লাইনটিই, no_grad-এর ভেতরে
    frozen = torch.randn(5, 16, requires_grad=True) / 5 ** 0.5
print("no_grad-এর ভেতরে ভাগ: is_leaf =", frozen.is_leaf, "| requires_grad =", frozen.requires_grad)

h = X
hidden = []
for W, b in zip(params[0:-2:2], params[1:-2:2], strict=True):   # log_rate-এর loop, প্রতিটি h রেখে
    h = torch.sigmoid(h @ W + b)
    h.retain_grad()                         # এই non-leaf-এর gradient-ও রাখো
    hidden.append(h)
z = (h @ params[-2] + params[-1]).squeeze(1)
day_losses(z, y).mean().backward()
print("h1.grad:", tuple(hidden[0].grad.shape), "| W1.grad:", tuple(W1.grad.shape))

first = W1.grad.clone()
day_losses(log_rate(X, params), y).mean().backward()   # zero না করে আবার
print("দ্বিতীয় backward-এর পরে W1.grad ≈ 2 × প্রথমটি:", torch.allclose(W1.grad, 2 * first))
opt = torch.optim.SGD(params, lr=0.5)
opt.zero_grad()
print("zero_grad()-এর পরে W1.grad:", W1.grad)
