import torch
from feeders import make_days, make_params
from saved_meter import SavedMeter

torch.manual_seed(0)                             # dropout কোন ঘর মুছবে, তা এলোমেলো
params, meter = make_params(), SavedMeter()
X_b, _ = make_days(n=100, seed=9)
drop = torch.nn.Dropout(p=0.25)                  # training-এ hidden-এর প্রতিটি ঘর ২৫% সম্ভাবনায় শূন্য


def forward():                                   # log_rate, প্রতিটি hidden-এর পরে dropout; ফেরত: z আর শূন্য ঘরের ভাগ
    h, zeros = X_b, 0
    for W, b in zip(params[0:-2:2], params[1:-2:2], strict=True):
        h = drop(torch.sigmoid(h @ W + b))       # এই input-এ sigmoid নিজে ঠিক ০ দেয় না
        zeros += int((h == 0).sum())
    return (h @ params[-2] + params[-1]).squeeze(1), zeros / (3 * h.numel())


for mode in ("train()", "eval()"):
    drop.train(mode == "train()")
    for guard in (torch.enable_grad, torch.no_grad, torch.inference_mode):
        with meter, guard():
            z, share = forward()
        _, storages, size = meter.now()
        wiped = "0%" if share == 0 else "20-30%" if 0.2 < share < 0.3 else f"{share:.1%}"   # মোছা ঘরের ভাগ, ২৫%-এর আশেপাশে
        print(f"{mode:7s} + {guard.__name__:15s}→ মোছা {wiped:6s} | graph-এর হাতে {size:5d} byte, {storages:2d} storage")
