# ঠিক loop আর ছয়টি ভাঙা কপি, প্রতিটি দুই epoch: loss কেমন নামে, আর validation-এ accuracy কত।
import loops
import torch
from flood_train import accuracy, baseline

base = baseline(loops.VALID)
print(f"baseline (সবসময় 'স্বাভাবিক'): validation accuracy {base:.1%}")
print(f"{'loop':<18} {'epoch ১':>8} {'epoch ২':>8} {'validation':>11}")
for bug in (None, *loops.BUGS):
    model, opt = loops.build(bug)
    gen = torch.Generator().manual_seed(1)        # shuffle-এর নিজের generator, প্রতিটি কপিতে একই ক্রম
    losses = [loops.epoch(model, opt, gen, bug) for _ in range(2)]
    shown = [f"{v:8.2f}" if v < 2 else "   > 2.0" for v in losses]   # lr = 1.0-এর লাফানো loss: শুধু সীমা
    acc = accuracy(model, loops.VALID)
    model.eval()
    with torch.no_grad():
        says = model(*loops.VALID[:2]).argmax(dim=1)
    mark = "  = baseline, সব দিন 'স্বাভাবিক'" if (says == 0).all() else ""
    print(f"{bug or 'ঠিক loop':<18} {shown[0]} {shown[1]} {acc:10.1%}{mark}")
