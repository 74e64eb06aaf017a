import math

import torch
import torch.nn.functional as F
from loop import evaluate, new_model, split

# তিনটি দিনের logit (স্বাভাবিক, সতর্ক, বিপদ), আর কাল আসলে কোন শ্রেণি হয়েছিল
logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.2, 1.5, 0.3],
                       [-0.5, 0.0, 3.0]], requires_grad=True)
label = torch.tensor([0, 1, 2])                  # শ্রেণির নম্বর, dtype int64
print("label.dtype:", label.dtype)

loss = F.cross_entropy(logits, label)
per_day = -F.log_softmax(logits, dim=1)[torch.arange(3), label]
print(f"F.cross_entropy        : {loss.item():.4f}")
print("−log_softmax, দিনে দিনে:", [f"{v:.4f}" for v in per_day.tolist()])
print(f"তাদের গড়               : {per_day.mean().item():.4f}")
print("reduction='none'       :", [f"{v:.4f}" for v in F.cross_entropy(logits, label, reduction="none").tolist()])
print(f"reduction='sum'        : {F.cross_entropy(logits, label, reduction='sum').item():.4f}")

# gradient-ও একই অনুপাতে: 'sum' দিলে batch যত বড়, ধাপ তত লম্বা
g_mean, = torch.autograd.grad(F.cross_entropy(logits, label), logits)
g_sum, = torch.autograd.grad(F.cross_entropy(logits, label, reduction="sum"), logits)
print("sum-এর gradient = ৩ × mean-এর gradient:", torch.allclose(g_sum, 3 * g_mean))

try:
    F.cross_entropy(logits, label.float())
except RuntimeError as err:
    print("float label:", type(err).__name__ + ":", str(err).splitlines()[0])

# না-শেখা FloodNet: তিন শ্রেণিকে প্রায় সমান ভাবে, তাই loss ln 3-এর কাছে
train, val = split()
start_loss, _ = evaluate(new_model(train), val)
print(f"না-শেখা model-এর validation loss {start_loss:.2f}, ln 3 = {math.log(3):.2f}")
