import torch
from graph_bytes import held

w = torch.zeros(3, requires_grad=True).to(torch.float64)
print("Q1: .to(float64)-এর পরে w.is_leaf =", w.is_leaf, "| w.grad_fn =", w.grad_fn.name())

def runs(step):
    try:
        step()
        return "চলেছে"
    except RuntimeError:
        return "RuntimeError"


W = torch.ones(3, requires_grad=True)
loss = W.exp().sum()
print(f"Q3: backward-এর আগে graph রাখে {held(loss, [W])} byte")  # exp নিজের ফল রাখে
loss.backward()
W.grad = None                              # .grad মোছা: graph-এর ছাড়া মান এতে ফেরে না
print(f"Q3: .grad মুছে আবার loss.backward(): {runs(loss.backward)}")
print(f"Q3: নতুন forward, W.exp().sum().backward(): {runs(lambda: W.exp().sum().backward())}")

W = torch.ones(2, 2, requires_grad=True)
for _ in range(2):                         # notebook-এর একই cell দুবার চালানো হলো
    W.register_hook(lambda g: g / 2)       # যা ফেরত দেয়, সেটিই নতুন gradient
(W * 5).sum().backward()
print("Q5: দুবার বসানো g / 2 hook-এর পরে W.grad =", W.grad.tolist())
