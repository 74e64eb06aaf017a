# পর্ব ০৬ · ৫ — চারটি hidden unit-এর network (2-4-1), একই ঘরে বানানো autograd-এ training
import numpy as np
from boundary_plot import boundary_svg
from network import accuracy, init_params, logits, train
from nn_ops import bce_with_logits
from orders import ON_TIME, SHOP, TEST, TRAIN, WHERE, features

X = features(WHERE)
start = init_params((2, 4, 1))
print("parameters:", sum(p.data.size for p in start))
params = train(start, X[TRAIN], ON_TIME[TRAIN, None], bce_with_logits,
               steps=4000, lr=0.3, report_every=500)

right, n = accuracy(logits(params, X[TRAIN]).data, ON_TIME[TRAIN])
print(f"training accuracy: {right}/{n}")
right, n = accuracy(logits(params, X[TEST]).data, ON_TIME[TEST])
print(f"held-out accuracy: {right}/{n}")
# রাস্তার ঝামেলা ছাড়া data-র নিজের নিয়ম (orders.py): গড়ে 5 + 6·km মিনিট, ৩০-এর মধ্যে হলে সময়মতো
km = np.hypot(WHERE[:, 0] - SHOP[0], WHERE[:, 1] - SHOP[1])
rule = (5 + 6 * km <= 30) == ON_TIME.astype(bool)
print(f"noise-free rule: training {rule[TRAIN].sum()}/{len(TRAIN)} | held-out {rule[TEST].sum()}/{len(TEST)}")

with open("network.svg", "w", encoding="utf-8") as f:
    f.write(boundary_svg(
        lambda Xg: logits(params, features(Xg)).data.ravel(), WHERE[TRAIN], ON_TIME[TRAIN],
        title="চারটি hidden unit-এর network-এর সীমা: দোকান ঘিরে একটি বদ্ধ এলাকা",
        desc="একই ২০০টি training অর্ডার। সবুজ বৃত্ত সময়মতো, লাল ক্রস দেরিতে। "
             "ছায়া model-এর রায়; কালো রেখা যেখানে logit শূন্য, অর্থাৎ সম্ভাবনা ০.৫।",
    ))

# একটি নতুন অর্ডার network-এর ভেতর দিয়ে: বাড়ি পূর্বে 8 কিমি, উত্তরে 6.5 কিমি
W1, b1, W2, b2 = (p.data for p in params)
x = features(np.array([8.0, 6.5]))
z1 = x @ W1 + b1
h = np.tanh(z1)
z = (h @ W2 + b2)[0]
print("order at (8.0, 6.5) km -> x =", np.round(x, 3))
print("hidden z1 =", np.round(z1, 3))
print("tanh(z1)  =", np.round(h, 3))
print(f"logit z = {z:.3f}, p(on time) = {1 / (1 + np.exp(-z)):.3f}")
