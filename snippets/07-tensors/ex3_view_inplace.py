# পর্ব ০৭ · অনুশীলনী ৩ — sigmoid-এর output-এর view-এ in-place লেখা, আর দুটি সমাধান
import torch

g = torch.Generator().manual_seed(3)
logits = torch.randn(64, 10, generator=g, requires_grad=True)


def first_sentence(err):
    return str(err).split("\n")[0].split(". ")[0].split(": [")[0]


# সহকর্মীর code: view-এ mul_
scores = torch.sigmoid(logits)          # sigmoid নিজের output রেখে দেয়
top = scores[:, :3]
top.mul_(2)                             # scores-এর storage-এ লেখা, scores-এর version বাড়ে
print("scores._version:", scores._version)
try:
    top.sum().backward()
except RuntimeError as err:
    print("backward ->", type(err).__name__ + ":", first_sentence(err))

# সমাধান ১: নতুন tensor
scores = torch.sigmoid(logits)
(scores[:, :3] * 2).sum().backward()
first = logits.grad.clone()
print("সমাধান ১ (* 2)          : চলল, scores._version =", scores._version)

# সমাধান ২: আগে clone, তারপর কপিতে in-place
logits.grad = None
scores = torch.sigmoid(logits)
top = scores[:, :3].clone()
top.mul_(2)
top.sum().backward()
print("সমাধান ২ (clone, mul_)  : চলল, scores._version =", scores._version)
print("দুই সমাধানের gradient এক?", torch.equal(first, logits.grad))
print("বাকি ৭টি কলামের gradient শূন্য?", bool((logits.grad[:, 3:] == 0).all()))
