# পর্ব ০৩ · ৯ — PyTorch-এ cross-entropy: কেন CrossEntropyLoss logit নেয়
import math

import torch
import torch.nn.functional as F

# দুটি বাক্যাংশ, প্রতিটির পরে পাঁচটি প্রার্থী শব্দের score (logit); ব্যবহারকারী আসলে যে শব্দ লিখলেন
logits = torch.tensor([[100.0, 98.0, 95.0, 90.0, -20.0],    # লিখলেন প্রার্থী 0: model ঠিক
                       [100.0, 98.0, 95.0, 90.0, -20.0]],   # লিখলেন প্রার্থী 4: model খুব ভুল
                      requires_grad=True)
target = torch.tensor([0, 4])

loss = F.cross_entropy(logits, target)                      # ভেতরে log_softmax, তারপর গড়
by_hand = -F.log_softmax(logits, dim=1)[torch.arange(2), target].mean()
print(f"cross_entropy(logits)        : {loss.item():.4f}")
print(f"-log_softmax, picked, mean   : {by_hand.item():.4f}")
print("torch.softmax, row 1:", ", ".join(f"{v:.4f}" for v in torch.softmax(logits, dim=1)[0].tolist()))

# gradient: softmax − one-hot, ভাগ batch-এর মাপ দিয়ে
loss.backward()
expected = (torch.softmax(logits, dim=1) - F.one_hot(target, 5)) / 2
print("grad == (softmax - one_hot) / 2:", torch.allclose(logits.grad, expected.detach()))
print("grad row 2:", ", ".join(f"{v:.4f}" for v in logits.grad[1].tolist()))

# চেনা ভুল: softmax করে তারপর CrossEntropyLoss-এ দেওয়া (softmax দুবার হয়)
first = torch.tensor([0])
for name, z in (("unsure", [[2.8, 2.1, 0.9, 0.2, -1.1]]), ("certain", [[50.0, 0.0, 0.0, 0.0, 0.0]])):
    z = torch.tensor(z)
    right = F.cross_entropy(z, first).item()
    double = F.cross_entropy(torch.softmax(z, dim=1), first).item()
    print(f"{name:<7} model: loss from logits {right:.4f} | after an extra softmax {double:.4f}")
print(f"floor with five groups: log(1 + 4/e) = {math.log(1 + 4 / math.e):.4f}")

# নিশ্চিত কিন্তু ভুল model (সব ভরসা প্রার্থী 1-এ, ঠিক উত্তর 0): gradient কতটা ঠেলে?
for name, extra in (("from logits", False), ("after an extra softmax", True)):
    z = torch.tensor([[0.0, 10.0, 0.0, 0.0, 0.0]], requires_grad=True)
    F.cross_entropy(torch.softmax(z, dim=1) if extra else z, first).backward()
    print(f"certain but wrong, gradient size {name}: {z.grad.norm().item():.1e}")

# দুই দলের বেলায়: BCEWithLogitsLoss বনাম sigmoid-এর পরে BCELoss
y = torch.tensor([0.0])
for v in (30.0, 300.0):
    z = torch.tensor([v])
    with_logits = F.binary_cross_entropy_with_logits(z, y).item()
    after_sigmoid = F.binary_cross_entropy(torch.sigmoid(z), y).item()
    print(f"z = {v:g}, y = 0: BCEWithLogits {with_logits:.4f} | BCE(sigmoid(z)) {after_sigmoid:.4f}")
