# loss হঠাৎ nan: কোথা থেকে এল? আগে forward-এ প্রথম অসীম মান, তারপর anomaly মোডে backward।
import warnings

import loops
import torch

x, station, label = loops.one_batch()


def length_penalty(model):
    """প্রতিটি স্টেশনের embedding-এর দৈর্ঘ্য ১-এর কাছে রাখার শাস্তি, হাতে লেখা।"""
    emb = model.station.weight
    length = emb.pow(2).sum(dim=1).sqrt()
    return ((length - 1) ** 2).mean()


def first_nonfinite(model):
    """forward-এর ক্রমে প্রথম যে layer-এর output-এ nan বা inf, তার নাম (forward hook দিয়ে)।"""
    found = []
    hooks = [m.register_forward_hook(
        lambda mod, inp, out, name=name: found.append(name) if not torch.isfinite(out).all() else None)
        for name, m in model.named_modules() if name]
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
    print(f"ধাপ {i + 1}: loss {loss.item():.3f} | update-এর পরের forward-এ প্রথম অসীম: {first_nonfinite(model)}")

model, opt = loops.build()
with torch.no_grad():
    model.station.weight[4] = 0.0
loss = loops.loss_of(model, x, station, label) + length_penalty(model)
print("ধাপ ১-এর forward-এ অসীম কিছু?", not torch.isfinite(loss).item(), "| loss", f"{loss.item():.3f}")
with warnings.catch_warnings(record=True) as caught, torch.autograd.detect_anomaly():
    warnings.simplefilter("always")
    loss = loops.loss_of(model, x, station, label) + length_penalty(model)
    try:
        loss.backward()
    except RuntimeError as err:
        print("anomaly:", err)
# সতর্কবার্তায় forward-এর traceback; file-এর পথ প্রতিটি run-এ আলাদা, তাই শুধু কোডের লাইনগুলো
for w in caught:
    text = str(w.message)
    if "Traceback of forward call" in text:
        lines = text.splitlines()
        code = [lines[k + 1].strip() for k, line in enumerate(lines[:-1])
                if line.strip().startswith("File") and "site-packages" not in line]
        print("forward-এর যে লাইনে জন্ম:", code[-1])
