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


for state in ("train()", "eval()"):
    drop.train(state == "train()")
    for mode, guard in (("চালু", torch.enable_grad), ("no_grad", torch.no_grad),
                        ("inference_mode", torch.inference_mode)):
        with guard():
            z1, z2 = forward(), forward()
        kinds, _, _ = graph_bytes(z1, params)
        dropout = kinds.get("MulBackward0", (0, 0))[1]
        # !s: True/False-কে লেখা বানায়, :5s: পাঁচ ঘরে, যাতে সারিগুলো মেলে
        print(f"drop.{state:8s} grad {mode:15s}: grad_fn {z1.grad_fn is not None!s:5s} | "
              f"রাখা {held(z1, params):5d} byte, dropout-এর গুণ {dropout:5d} | দুবার চালালে একই: {torch.equal(z1, z2)}")
