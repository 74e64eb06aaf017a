# পর্ব ০৮ · অনুশীলনী ২ — AI-র training loop, পাঁচটি ভুল সারিয়ে
import torch

gen = torch.Generator().manual_seed(5)
X_all = torch.randn(40, 3, generator=gen)                 # ৪০টি লেনদেন, ৩টি বৈশিষ্ট্য
true_w = torch.tensor([1.5, -2.0, 0.5])
y_all = X_all @ true_w + 0.1 * torch.randn(40, generator=gen)
loader = [(X_all[i:i + 8], y_all[i:i + 8]) for i in range(0, 32, 8)]   # ৪টি batch
X_val, y_val = X_all[32:], y_all[32:]

w = torch.zeros(3, requires_grad=True)


def evaluate(w):
    with torch.no_grad():                                  # ৪) validation-এ graph নয়
        return ((X_val @ w - y_val) ** 2).mean().item()


for epoch in range(3):
    losses = []
    for X, y in loader:
        w.grad = None                                      # ১) আগের gradient মুছে
        loss = ((X @ w - y) ** 2).mean()
        loss.backward()
        with torch.no_grad():                              # ২) .data নয়, no_grad
            w -= 0.1 * w.grad
        losses.append(loss.item())                         # ৩) tensor নয়, সংখ্যা
    print(f"epoch {epoch}: train loss {sum(losses) / len(losses):.4f} | val loss {evaluate(w):.4f}")

with torch.no_grad():
    val_pred = X_val @ w
print("val_pred.requires_grad:", val_pred.requires_grad)
print("val_pred.numpy():", val_pred.numpy().round(2))     # ৫) graph নেই, তাই NumPy চলে
