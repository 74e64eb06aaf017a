import torch
from feeders import day_losses, log_rate, make_days, make_params
from log1mexp import Log1mExp

X, y = make_days()
params = make_params()
heard = []                                       # hook যা শুনল, যে ক্রমে শুনল


def listen(name):
    def hook(grad):
        heard.append(f"{name} {grad.norm().item():.1e}")
    return hook                                  # কিছু ফেরত দেয় না: gradient যেমন ছিল তেমনই থাকে


handles = [W.register_hook(listen(f"W{i + 1}")) for i, W in enumerate(params[0::2])]
day_losses(log_rate(X, params), y).mean().backward()
print("hook বসানো হলো W1 থেকে W4; backward-এ শোনা:", " | ".join(heard))

for h in handles:
    h.remove()
heard.clear()
day_losses(log_rate(X, params), y).mean().backward()
print("handle.remove()-এর পরে hook শুনল:", len(heard), "বার")

W1_grads = []
for order in (("trip", "trip-হীন"), ("trip-হীন", "trip")):     # loss-এর দুটি পদ, একে অন্যের ওপর নির্ভর করে না
    heard.clear()
    lam = torch.exp(log_rate(X, params))
    term = {name: y * Log1mExp.apply(lam) if name == "trip" else (1 - y) * -lam for name in order}
    for name in ("trip", "trip-হীন"):             # hook বসানোর ক্রম দুবারই এক; বদলায় শুধু হিসাবের ক্রম
        term[name].register_hook(lambda grad, name=name: heard.append(name))
    W1_grads += torch.autograd.grad(-(term["trip"] + term["trip-হীন"]).mean(), params[0])
    print(f"'{order[0]}' পদ আগে হিসাব হলে hook শুনল: {' → '.join(heard)}")
print("দুই ক্রমে W1-এর gradient হুবহু এক:", torch.equal(*W1_grads))
