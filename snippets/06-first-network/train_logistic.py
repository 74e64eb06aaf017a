# পর্ব ০৬ · ৩ — একটি neuron (logistic regression), ঘরে বানানো autograd-এ training
from boundary_plot import boundary_svg
from network import accuracy, init_params, logits, train
from nn_ops import bce_with_logits
from orders import ON_TIME, TEST, TRAIN, WHERE, features

X = features(WHERE)
params = train(init_params((2, 1)), X[TRAIN], ON_TIME[TRAIN, None], bce_with_logits,
               steps=2000, lr=1.0, report_every=500)

right, n = accuracy(logits(params, X[TRAIN]).data, ON_TIME[TRAIN])
print(f"training accuracy: {right}/{n}")
right, n = accuracy(logits(params, X[TEST]).data, ON_TIME[TEST])
print(f"held-out accuracy: {right}/{n}")
w, b = params[0].data.ravel(), params[1].data[0]
print(f"w = ({w[0]:.3f}, {w[1]:.3f}), b = {b:.3f}")

with open("logistic.svg", "w", encoding="utf-8") as f:
    f.write(boundary_svg(
        lambda Xg: logits(params, features(Xg)).data.ravel(), WHERE[TRAIN], ON_TIME[TRAIN],
        title="একটি neuron-এর সীমা: একটি সরলরেখা",
        desc="২০০টি training অর্ডার, বাড়ির জায়গা অনুযায়ী। সবুজ বৃত্ত সময়মতো পৌঁছেছে, লাল ক্রস দেরিতে। "
             "ছায়া model-এর রায়: সবুজ ছায়ায় সে বলে সময়মতো, লাল ছায়ায় দেরি।",
    ))
