import torch
from feeders import make_days, make_params

params = make_params()
X_b, _ = make_days(n=100, seed=9)
drop = torch.nn.Dropout(p=0.25)                  # training-এ hidden-এর এক-চতুর্থাংশ মুছে দেয়


def forward():
    h = X_b
    for W, b in zip(params[0:-2:2], params[1:-2:2], strict=True):
        h = drop(torch.sigmoid(h @ W + b))
    return (h @ params[-2] + params[-1]).squeeze(1)


def packed_bytes():                              # একটি forward-এ node-গুলো কত byte রাখল
    sizes = {}

    def pack(t):
        if not any(t is p for p in params):      # weight বাদ, যেমন আগের run-এ
            sizes[t.untyped_storage().data_ptr()] = t.untyped_storage().nbytes()
        return t
    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        z = forward()
    return z, sum(sizes.values())


for state in ("train()", "eval()"):
    drop.train(state == "train()")
    for mode, guard in (("চালু", torch.enable_grad), ("no_grad", torch.no_grad),
                        ("inference_mode", torch.inference_mode)):
        with guard():
            z1, kept = packed_bytes()
            z2, _ = packed_bytes()
        print(f"drop.{state:8s} grad {mode:15s}: grad_fn {z1.grad_fn is not None!s:5s} | "
              f"রাখা {kept:5d} byte | দুবার চালালে একই: {torch.equal(z1, z2)}")
