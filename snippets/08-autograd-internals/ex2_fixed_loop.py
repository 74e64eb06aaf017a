# পর্ব ০৮ · অনুশীলনী ২ — AI-র training loop, পাঁচটি সমস্যা সারিয়ে
import torch

gen = torch.Generator().manual_seed(12)
features = torch.randn(48, 4, generator=gen)              # ৪৮টি লেনদেন, ৪টি বৈশিষ্ট্য
rule = torch.tensor([0.8, -1.2, 0.0, 2.0])                # data যে নিয়মে বানানো
labels = features @ rule + 0.05 * torch.randn(48, generator=gen)
train_x, train_y = features[:40], labels[:40]
val_x, val_y = features[40:], labels[40:]
batches = list(zip(train_x.split(10), train_y.split(10), strict=True))  # ১০টি করে ৪টি batch

w = torch.zeros(4, requires_grad=True)
lr = 0.1


def mse(pred, y):
    return ((pred - y) ** 2).mean()


def train_step(xb, yb):
    w.grad = None                    # সমস্যা ১: আগের ধাপের gradient মুছে শুরু
    loss = mse(xb @ w, yb)
    loss.backward()
    with torch.no_grad():            # সমস্যা ২: .data নয়, no_grad-এর ভেতরে আপডেট
        w.sub_(lr * w.grad)
    return loss.item()               # সমস্যা ৩: graph নয়, শুধু সংখ্যাটি


@torch.no_grad()                     # সমস্যা ৪: validation-এ graph নয়
def predict(x):
    return x @ w


for epoch in (1, 2, 3):
    train_loss = sum(train_step(xb, yb) for xb, yb in batches) / len(batches)
    val_loss = mse(predict(val_x), val_y).item()
    print(f"epoch {epoch}: গড় training loss {train_loss:.4f} | validation loss {val_loss:.4f}")

pred = predict(val_x)
print("pred.requires_grad:", pred.requires_grad)
print("pred.numpy():", pred.numpy().round(2))   # সমস্যা ৫: graph নেই, তাই NumPy-তে যায়
