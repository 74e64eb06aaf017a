# পর্ব ০৬ · অনুশীলনী ১ — কখন "৩০ মিনিটে পৌঁছাবে" কথা দেবেন: threshold বদলে দুই রকম ভুল গোনা
from network import init_params, logits, train
from nn_ops import bce_with_logits, sigmoid
from orders import ON_TIME, TEST, TRAIN, WHERE, features


def mistakes(p, y, threshold):
    """p > threshold হলে কথা দেওয়া। ফেরত দেয় (কথা দিয়েও দেরি, কথা না দিলেও সময়মতো)।"""
    promised = p > threshold
    return int((promised & (y == 0)).sum()), int((~promised & (y == 1)).sum())


X = features(WHERE)
params = train(init_params((2, 4, 1)), X[TRAIN], ON_TIME[TRAIN, None], bce_with_logits, steps=4000, lr=0.3)
p = sigmoid(logits(params, X[TEST]).data.ravel())
print(f"held-out: {len(TEST)} orders, {int(ON_TIME[TEST].sum())} really on time")
for t in (0.1, 0.3, 0.5, 0.7):
    broken, missed = mistakes(p, ON_TIME[TEST], t)
    print(f"threshold {t}: promised but late {broken:2d} | on time without a promise {missed:2d}")
