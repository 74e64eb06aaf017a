import torch
from feeders import day_losses

# তিনটি দিন: একটি খুব শান্ত ফিডার, যা তবু trip করল; একটি সাধারণ trip; একটি trip-হীন দিন
z = torch.tensor([-18.0, -2.0, 1.0], requires_grad=True)
y = torch.tensor([1.0, 1.0, 0.0])
losses = day_losses(z, y)
losses.sum().backward()
print("λ     :", [f"{v:.1e}" for v in torch.exp(z).tolist()])
print("loss  :", [f"{v:.4f}" for v in losses.tolist()])
print("z.grad:", [f"{v:.4f}" for v in z.grad.tolist()])
