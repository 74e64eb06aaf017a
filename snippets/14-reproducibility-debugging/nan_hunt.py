# loss হঠাৎ nan: কোথা থেকে এল? আগে forward-এ প্রথম সসীম-নয় মান, তারপর anomaly mode-এ backward।
import warnings

import loops
import torch
from flood_train import forward_line

x, station, label = loops.one_batch()


def length_penalty(model):
    """প্রতিটি স্টেশনের embedding-এর দৈর্ঘ্য ১-এর কাছে রাখার শাস্তি, হাতে লেখা।"""
    emb = model.station.weight
    length = emb.pow(2).sum(dim=1).sqrt()
    return ((length - 1) ** 2).mean()


def first_nonfinite(model):
    """forward-এর ক্রমে প্রথম যে layer-এর output-এ nan বা inf, তার নাম (forward hook দিয়ে)।"""
    found = []

    def watch(name):                       # প্রতিটি layer-এর জন্য আলাদা hook, নিজের নাম মনে রেখে
        def hook(mod, inp, out):
            if not torch.isfinite(out).all():
                found.append(name)
        return hook

    hooks = [m.register_forward_hook(watch(name)) for name, m in model.named_modules() if name]
    model(x, station)
    for h in hooks:
        h.remove()
    return found[0] if found else None


model, opt = loops.build()
with torch.no_grad():
    model.station.weight[4] = 0.0          # পরীক্ষা: চাঁদপুরের স্টেশন-তথ্য মুছে শুরু করা
for i in range(3):
    opt.zero_grad()
    loss = loops.loss_of(model, x, station, label) + length_penalty(model)
    loss.backward()
    opt.step()
    print(f"ধাপ {i + 1}: loss {loss.item():.3f} | update-এর পরের forward-এ প্রথম সসীম-নয়: {first_nonfinite(model)}")

model, opt = loops.build()
with torch.no_grad():
    model.station.weight[4] = 0.0
loss = loops.loss_of(model, x, station, label) + length_penalty(model)
print("ধাপ ১-এর forward-এ nan বা inf?", not torch.isfinite(loss).item(), "| loss", f"{loss.item():.3f}")
with warnings.catch_warnings(record=True) as caught, torch.autograd.detect_anomaly():
    warnings.simplefilter("always")
    loss = loops.loss_of(model, x, station, label) + length_penalty(model)   # forward-ও anomaly-র ভেতরে
    try:
        loss.backward()
    except RuntimeError as err:
        print("anomaly:", err)
print("forward-এর যে লাইনে জন্ম:", forward_line(caught))

# একই ধাপ, কিন্তু forward anomaly-র বাইরে: থামে, তবে লাইনটি জানে না
loss = loops.loss_of(model, x, station, label) + length_penalty(model)
with warnings.catch_warnings(record=True) as caught, torch.autograd.detect_anomaly():
    warnings.simplefilter("always")
    try:
        loss.backward()
        stopped = False
    except RuntimeError:
        stopped = True
no_info = any("No forward pass information available" in str(w.message) for w in caught)
print("forward বাইরে হলে: থামল?", stopped, "| লাইন", forward_line(caught),
      "| সতর্কবার্তায় 'No forward pass information available'?", no_info)

# nan যখন কোনো node-এর output নয়: log(0) - log(0), দুটি ঢাল যোগ হয় z-এর .grad-এ
z = torch.tensor([0.0, 1.0], requires_grad=True)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")                 # "anomaly চালু হলো" সতর্কবার্তাটি ছাপি না
    with torch.autograd.detect_anomaly():
        bad = (z.log() - z.log()).sum()
        bad.backward()
print("log(z) - log(z): loss", bad.item(), "| anomaly থামেনি, z.grad", z.grad.tolist())

# nan forward-এ জন্মালেও anomaly চুপ থাকতে পারে: log(-1) = nan, কিন্তু log-এর ঢাল 1/x সসীম
w = torch.tensor([-1.0, 2.0], requires_grad=True)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    with torch.autograd.detect_anomaly():
        bad = w.log().sum()
        bad.backward()
print("log(w), w = [-1, 2]: loss", bad.item(), "| anomaly থামেনি, w.grad", w.grad.tolist())
