# model একদম নিশ্চিত আর ঠিক: প্রথম শ্রেণির logit 100। softmax-এর পরে cross_entropy দিলে loss কত?
import torch
import torch.nn.functional as F

logits = torch.tensor([[100.0, 0.0, 0.0]])
target = torch.tensor([0])
print(f"logit দিয়ে:           {F.cross_entropy(logits, target).item():.4f}")
print(f"আগে softmax দিয়ে:      {F.cross_entropy(logits.softmax(dim=1), target).item():.4f}")
print(f"-log(e / (e + 2)) =   {-torch.log(torch.e / (torch.e + torch.tensor(2.0))).item():.4f}")
