import torch
from dokan import DAYS, SALES, W1, W2, b1, b2
from one_day import one_day

# একই দিন, একই শুরুর মান, এবার PyTorch-এ; যেগুলোর gradient চাই, সেগুলোতে requires_grad
x = torch.tensor(DAYS[0], dtype=torch.float64)
tW1 = torch.tensor(W1, dtype=torch.float64, requires_grad=True)
tb1 = torch.tensor(b1, dtype=torch.float64, requires_grad=True)
tW2 = torch.tensor(W2, dtype=torch.float64, requires_grad=True)
tb2 = torch.tensor(b2, dtype=torch.float64, requires_grad=True)

loss = (torch.tanh(x @ tW1 + tb1) @ tW2 + tb2 - SALES[0]) ** 2
loss.backward()                  # PyTorch নিজেই খাতা উল্টো দিকে হাঁটে

_, by_hand, _ = one_day(DAYS[0], SALES[0])
pairs = zip(("W1", "b1", "W2", "b2"), (tW1, tb1, tW2, tb2), by_hand, strict=True)
for name, param, mine in pairs:
    same = torch.allclose(param.grad, torch.tensor(mine, dtype=torch.float64), rtol=0, atol=1e-12)
    print(f"{name}.grad {tuple(param.grad.shape)} matches the hand-written backward: {same}")
print(f"x needs no gradient: x.grad is {x.grad}")
