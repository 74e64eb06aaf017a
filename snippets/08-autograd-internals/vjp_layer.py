# পর্ব ০৮ · ২ — একটি ছোট layer-এর ভেতর দিয়ে একটি VJP: y = σ(W x + b)
# দুটি neuron, দুই রকম জালিয়াতির সম্ভাবনা; পুরো Jacobian কখনো বানানো হয় না
import torch
from torch.autograd.functional import jacobian
from torch.func import jacfwd, jacrev

W = torch.tensor([[1.0, 2.0, -1.0],
                  [1.0, 3.0, -1.0]], requires_grad=True)
b = torch.tensor([-2.0, -1.0], requires_grad=True)
x = torch.tensor([2.0, 1.0, 3.0], requires_grad=True)
v = torch.tensor([1.0, 0.5])      # দ্বিতীয় score-এর গুরুত্ব অর্ধেক

z = W @ x + b
y = torch.sigmoid(z)
print("forward: z =", z.detach(), "| y =", y.detach())

y.backward(gradient=v)

# হাতে একই হিসাব, শুধু vector দিয়ে
with torch.no_grad():
    u = v * y * (1 - y)                    # sigmoid পার হয়ে: আকার (2,)
    print("u = v * y(1-y)   :", u)
    print("x.grad           :", x.grad, "| by hand W.T @ u:", W.T @ u)
    print("b.grad           :", b.grad, "| by hand u:", u)
    print("W.grad:")
    print(W.grad)
    print("W.grad == outer(u, x)?", torch.allclose(W.grad, torch.outer(u, x)))

# শুধু মিলিয়ে দেখার জন্য: x-এর দিকে পুরো Jacobian, আকার (2, 3)
def layer(t):
    return torch.sigmoid(W.detach() @ t + b.detach())


J = jacobian(layer, x.detach())
print(f"J shape {tuple(J.shape)} | x.grad == v @ J? {torch.allclose(x.grad, v @ J)}")
# torch.func-এ দুই দিকেরই হাতিয়ার: jacrev (reverse mode), jacfwd (forward mode)
print("jacrev == J?", torch.allclose(jacrev(layer)(x.detach()), J),
      "| jacfwd == J?", torch.allclose(jacfwd(layer)(x.detach()), J))
print("shapes: x", tuple(x.grad.shape), "W", tuple(W.grad.shape), "b", tuple(b.grad.shape))
