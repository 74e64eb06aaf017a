import torch
from feeders import make_days, make_params
from graph_bytes import graph_bytes, held

params = make_params()
X_b, _ = make_days(n=100, seed=9)
drop = torch.nn.Dropout(p=0.25)                  # training-এ hidden-এর এক-চতুর্থাংশ মুছে দেয়


def forward():                                   # log_rate, প্রতিটি hidden-এর পরে dropout
    h = X_b
    for W, b in zip(params[0:-2:2], params[1:-2:2], strict=True):
        h = drop(torch.sigmoid(h @ W + b))
    return (h @ params[-2] + params[-1]).squeeze(1)


print(f"{'':8s}| {'graph তোলা চালু':22s} | {'no_grad':22s} | inference_mode")
for state in ("train()", "eval()"):
    drop.train(state == "train()")
    cells = []
    for guard in (torch.enable_grad, torch.no_grad, torch.inference_mode):
        with guard():
            z1, z2 = forward(), forward()        # একই input, দুবার
        cells.append(f"{held(z1, params):5d} byte, দুবারে {'একই' if torch.equal(z1, z2) else 'ভিন্ন'}")
        if state == "train()" and guard is torch.enable_grad:
            masks = graph_bytes(z1, params)[0].get("MulBackward0", (0, 0))[1]
    print((f"{state:8s}| " + " | ".join(f"{cell:22s}" for cell in cells)).rstrip())
print(f"train()-এ graph চালু থাকলে dropout-এর গুণ (MulBackward0) রাখল {masks} byte")
