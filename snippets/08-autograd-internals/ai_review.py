# পর্ব ০৮ · ৮ — AI-র লেখা code-এর তিনটি ভুল, ভুল আর ঠিক রূপ পাশাপাশি
import torch

w = torch.tensor([0.5, -1.0], requires_grad=True)
# তিনটি লেনদেন: [ভুল PIN, account-এর বয়স]
X = torch.tensor([[2.0, 3.0], [4.0, 0.5], [0.0, 6.0]])

# ক) "প্রতিটি লেনদেনের gradient চাই" — AI লিখল backward(ones_like)
y = torch.sigmoid(X @ w)                     # তিনটি সম্ভাবনা, scalar নয়
y.backward(torch.ones_like(y))
print("ক) ones_like-এর পরে w.grad:", w.grad)
J = torch.autograd.functional.jacobian(lambda t: torch.sigmoid(X @ t), w.detach())
print("   আসলে চাওয়া ছিল প্রতিটি লেনদেনের আলাদা gradient (jacobian-এর সারি):")
for i, row in enumerate(J.tolist(), 1):
    print(f"   লেনদেন {i}: ({row[0]:.4f}, {row[1]:.4f})")
print("   jacobian-এর সারিগুলোর যোগফল == w.grad?", torch.allclose(J.sum(0), w.grad))


# খ) নিজের Function: SiLU = x * sigmoid(x); AI product rule ভুলে গেল
class SiLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, t):
        ctx.save_for_backward(t)
        return t * torch.sigmoid(t)

    @staticmethod
    def backward(ctx, g):
        (t,) = ctx.saved_tensors
        s = torch.sigmoid(t)
        return g * s * (1 + t * (1 - s))         # ঠিক: s + t * s(1 - s)


class SiLUFromAI(SiLU):
    @staticmethod
    def backward(ctx, g):
        (t,) = ctx.saved_tensors
        return g * torch.sigmoid(t)              # ভুল: শুধু s, দ্বিতীয় পদ নেই


t = torch.tensor([-1.0, 0.5, 2.0], dtype=torch.float64, requires_grad=True)
for name, fn in (("AI-র backward", SiLUFromAI), ("ঠিক backward ", SiLU)):
    (grad,) = torch.autograd.grad(fn.apply(t).sum(), t)
    passed = torch.autograd.gradcheck(fn.apply, (t,), raise_exception=False)
    shown = ", ".join(f"{v:.4f}" for v in grad.tolist())
    print(f"খ) {name}: grad ({shown}) | gradcheck {passed}")
(builtin,) = torch.autograd.grad(torch.nn.functional.silu(t).sum(), t)
shown = ", ".join(f"{v:.4f}" for v in builtin.tolist())
print(f"   PyTorch-এর নিজের silu   : grad ({shown})")

# গ) validation loop: AI no_grad দেয়নি, আর loss-গুলো তালিকায় রেখেছে পুরো tensor হিসেবে
target = torch.tensor([1.0, 0.0, 0.0])
val_ai, val_ok = [], []
for _ in range(5):                           # পাঁচটি validation batch
    loss = (torch.sigmoid(X @ w) - target).pow(2).mean()
    val_ai.append(loss)                      # AI: tensor, সঙ্গে তার graph
    with torch.no_grad():
        loss = (torch.sigmoid(X @ w) - target).pow(2).mean()
    val_ok.append(loss.item())               # ঠিক: graph ছাড়া হিসাব, শুধু একটি Python সংখ্যা
print("গ) graph ধরে রাখা loss: AI", sum(v.grad_fn is not None for v in val_ai),
      "| no_grad + item()", sum(isinstance(v, torch.Tensor) for v in val_ok))
print(f"   শেষ loss: AI {val_ai[-1].item():.4f} (requires_grad {val_ai[-1].requires_grad})"
      f" | ঠিক {val_ok[-1]:.4f}")
