import torch
from feeders import day_losses, make_days, make_params
from saved_meter import SavedMeter

w = torch.zeros(3, requires_grad=True).to(torch.float64)
print("Q1: .to(float64)-এর পরে w.is_leaf =", w.is_leaf, "| w.grad_fn =", w.grad_fn.name())


def runs(step, *args):
    try:
        step(*args)
        return "চলেছে"
    except RuntimeError as err:
        return "RuntimeError: " + str(err).split(". ")[0]


meter = SavedMeter()
W = torch.ones(3, requires_grad=True)
with meter:
    loss = W.exp().sum()
print(f"Q3: backward-এর আগে graph-এর হাতে {meter.now()[2]} byte")   # exp নিজের ফল রাখে
loss.backward()
W.grad = None                              # .grad মোছা: graph-এর ছাড়া মান এতে ফেরে না
print(f"Q3: .grad মুছে আবার loss.backward(): {runs(loss.backward)}")
print(f"Q3: নতুন forward, W.exp().sum().backward(): {runs(lambda: W.exp().sum().backward())}")

W, calls = torch.ones(2, requires_grad=True), []
for _ in range(3):                         # ভুল: প্রতিটি ধাপে আরেকটি hook, প্রতিটি gradient-কে ১-এ আটকায়
    h = W.register_hook(lambda g: calls.append(1) or g.clamp(max=1.0))
h.remove()                                 # h শুধু শেষ hook-এর handle
(W * 5).sum().backward()
print(f"Q5: তিনটি clamp hook, শেষটির remove(): ডাক পেল {len(calls)} বার, W.grad = [{W.grad[0]:.1f}, {W.grad[1]:.1f}]")

X, y = make_days()
W1, b1 = make_params()[:2]
head = torch.zeros(16, requires_grad=True)      # জমানো feature-এর ওপর নতুন শেষ layer; তার গুণের node feature রাখবে
for guard in (torch.no_grad, torch.inference_mode):
    with guard():
        feature = torch.sigmoid(X @ W1 + b1)    # প্রথম layer-এর output, যাচাইয়ের সময় জমানো
    step = runs(lambda f: day_losses(f @ head, y).mean().backward(), feature)
    print(f"ভাবনা ১: {guard.__name__}-এ জমানো feature-এ নতুন layer-এর training: {step}")
