# চেকলিস্টের পরীক্ষা ১, ২ আর ৪ (পরীক্ষা ৩, baseline, symptoms.py-তে), ঠিক loop আর যে ভাঙা কপির ভুল সেই পরীক্ষার পথে পড়ে।
import loops
import torch

x, station, label = loops.one_batch()


def overfit_one_batch(bug, labels=label, steps=150):
    """একই batch-এ বারবার step: ঠিক model আর loss হলে loss প্রায় ০-তে নামার কথা।"""
    model, opt = loops.build(bug)
    for _ in range(steps):
        loss = loops.step(model, opt, x, station, labels, bug)
    return loss


def shown(loss):
    return "< 0.1" if loss < 0.1 else f"{loss:.1f}"


def grad_norms(model):
    """প্রতিটি weight-এর gradient-এর L2 মাপ, forward-এর ক্রমে।"""
    return {name: p.grad.norm().item() for name, p in model.named_parameters() if name.endswith("weight")}


print("পরীক্ষা ১ · এক batch-এ overfit, ১৫০ ধাপ পরে loss:")
for bug in (None, "zero_grad নেই", "আগে softmax", "lr = 1.0", "scale বসেনি"):
    print(f"  {bug or 'ঠিক loop':<18} {shown(overfit_one_batch(bug))}")
# label-এর ভুল epoch()-এর ভেতরে, step()-এ নয়: এখানে batch-এর label নিজেরা এলোমেলো করে মেলানো ভাঙি
mixed = label[torch.randperm(len(label), generator=torch.Generator().manual_seed(3))]
late, later = overfit_one_batch(None, mixed, 150), overfit_one_batch(None, mixed, 600)
print(f"  label এলোমেলো (৬৪টির {(mixed == label).sum().item()}টি তবু মেলে): "
      f"150 ধাপে < 0.3: {late < 0.3}  600 ধাপে {shown(later)}")

print("পরীক্ষা ২ · প্রথম ধাপের gradient-এর মাপ, layer ধরে:")
for bug in (None, "scale বসেনি"):
    model, opt = loops.build(bug)
    loops.loss_of(model, x, station, label, bug).backward()
    norms = "  ".join(f"{name.split('.weight')[0]} {v:6.2g}" for name, v in grad_norms(model).items())
    print(f"  {bug or 'ঠিক loop':<14} {norms}")

print("পরীক্ষা ২, ধাপে ধাপে · শেষ layer-এর gradient-এর মাপ, প্রথম ধাপের কত গুণ:")
for bug in (None, "zero_grad নেই"):
    model, opt = loops.build(bug)
    seen = []
    for _ in range(30):
        loops.step(model, opt, x, station, label, bug)
        seen.append(model.body[5].weight.grad.norm().item())
    print(f"  {bug or 'ঠিক loop':<14}" + "".join(f"  ধাপ {k + 1}: {seen[k] / seen[0]:5.1f}" for k in (0, 9, 29)))

print("পরীক্ষা ৪ · training-এর মাঝে model.training, আর একই batch-এ দুটি forward:")
for bug in (None, "eval() রয়ে গেছে"):
    model, opt = loops.build(bug)
    model.eval()                                            # আগের epoch-এর শেষে যাচাই হয়েছিল
    if bug is None:
        model.train()
    same = torch.equal(model(x, station), model(x, station))
    print(f"  {bug or 'ঠিক loop':<16} model.training = {model.training}, দুটি forward হুবহু এক: {same}")
