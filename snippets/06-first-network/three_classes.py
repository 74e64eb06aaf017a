# পর্ব ০৬ · ৭ — তিনটি দল: ৩০ মিনিটের মধ্যে, ৩০–৪৫ মিনিট, ৪৫ মিনিটের বেশি; শেষে softmax
import numpy as np
from network import init_params, logits, train
from nn_ops import softmax_cross_entropy
from orders import MINUTES, TEST, TRAIN, WHERE, features

# কোন দল: 0 (≤ 30 মিনিট), 1 (30-এর বেশি, ≤ 45), 2 (45-এর বেশি); right=True মানে ঠিক 30 মিনিট প্রথম দলে
GROUP = np.digitize(MINUTES, [30, 45], right=True)
X = features(WHERE)
print("orders per group (training):", np.bincount(GROUP[TRAIN]).tolist())

params = train(init_params((2, 6, 3)), X[TRAIN], GROUP[TRAIN], softmax_cross_entropy,
               steps=4000, lr=0.3, report_every=1000)


def softmax(Z):
    e = np.exp(Z - Z.max(axis=1, keepdims=True))      # পর্ব ০৩-এর নিরাপদ রূপ
    return e / e.sum(axis=1, keepdims=True)


for name, idx in (("training", TRAIN), ("held-out", TEST)):
    said = logits(params, X[idx]).data.argmax(axis=1)   # সবচেয়ে বড় logit-এর দল
    print(f"{name} accuracy: {int((said == GROUP[idx]).sum())}/{len(idx)}")

for east, north in ((8.0, 6.5), (10.5, 9.0)):
    P = softmax(logits(params, features(np.array([[east, north]]))).data)[0]
    shown = ", ".join(f"{v:.3f}" if v >= 0.0005 else "< 0.0005" for v in P)   # খুব ছোট সম্ভাবনা 0 নয়
    print(f"order at ({east}, {north}) km: p = [{shown}], sum 1? {bool(np.isclose(P.sum(), 1.0))}")

# দুই দলের softmax আসলে sigmoid: softmax([z, 0])-এর প্রথম ঘর = σ(z)
z = np.array([[1.5, 0.0]])
print("softmax([z, 0])[0] == sigmoid(z):", np.isclose(softmax(z)[0, 0], 1 / (1 + np.exp(-1.5))))
