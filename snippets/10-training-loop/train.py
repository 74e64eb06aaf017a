import math

import torch
from line_plot import write_line_plot
from loop import evaluate, new_model, split, train_epoch

train, val = split()
print(f"training সারি {len(train[2])} (২০১৫–২০২২), validation সারি {len(val[2])} (২০২৩–২০২৪)")
print(f"৬৪-র batch-এ এক epoch = {math.ceil(len(train[2]) / 64)} ধাপ")
print(f"সবসময় 'স্বাভাবিক' বললে validation accuracy {(val[2] == 0).float().mean().item():.0%}")

model = new_model(train)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
g = torch.Generator().manual_seed(2025)           # batch এলোমেলো করার নিজস্ব generator

epochs, train_curve, val_curve, val_accs = [], [], [], []
for epoch in range(1, 9):
    train_loss = train_epoch(model, opt, train, g)
    val_loss, val_acc = evaluate(model, val)
    epochs.append(epoch)
    train_curve.append(train_loss)
    val_curve.append(val_loss)
    val_accs.append(val_acc)
    print(f"epoch {epoch} | train loss {train_loss:.3f} | val loss {val_loss:.3f} | val acc {val_acc:.1%}")

# শেষের অঙ্কগুলো কম্পিউটারভেদে একটু নড়ে (float32-এ ৬০০ ধাপ), তাই সারাংশ সীমা দিয়ে
best = epochs[val_curve.index(min(val_curve))]
print(f"প্রথম epoch-এর পরে: val acc > 85%: {val_accs[0] > 0.85},  train loss − val loss > 0.1: "
      f"{train_curve[0] - val_curve[0] > 0.1}")
print(f"সবচেয়ে কম val loss এসেছে epoch {best}-এ")
print(f"শেষ epoch-এ train loss < 0.1: {train_loss < 0.1},  val acc > 93%: {val_acc > 0.93}")

write_line_plot(
    "loss_curve.svg",
    [("training loss (epoch-এর গড়)", epochs, train_curve), ("validation loss (epoch-এর শেষে)", epochs, val_curve)],
    digits=3, title="FloodNet: epoch ধরে loss", xlabel="epoch", ylabel="cross-entropy loss",
    desc="প্রতিটি epoch-এ training loss-এর গড় আর epoch শেষে validation loss, আট epoch।",
)
