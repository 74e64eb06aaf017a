# পর্ব ০৬ · অনুশীলনী ২ — তিন দলের model কোন দলকে কোন দল ভাবে: confusion matrix
import numpy as np
from network import init_params, logits, train
from nn_ops import softmax_cross_entropy
from orders import MINUTES, TEST, TRAIN, WHERE, features


def confusion(true, said, k):
    """k × k ছক: সারি আসল দল, কলাম model-এর বলা দল, ঘরে কতগুলো অর্ডার।"""
    table = np.zeros((k, k), dtype=int)
    for t, s in zip(true, said, strict=True):      # strict=True: দুই list-এর দৈর্ঘ্য না মিললে ValueError
        table[t, s] += 1
    return table


GROUP = np.digitize(MINUTES, [30, 45], right=True)
X = features(WHERE)
params = train(init_params((2, 6, 3)), X[TRAIN], GROUP[TRAIN], softmax_cross_entropy, steps=4000, lr=0.3)
said = logits(params, X[TEST]).data.argmax(axis=1)
table = confusion(GROUP[TEST], said, 3)
print("rows: true group, columns: model's group (0: <=30, 1: 30-45, 2: >45 minutes)")
print(table)
print(f"right: {np.trace(table)}/{table.sum()} | off by two groups: {table[0, 2] + table[2, 0]}")
