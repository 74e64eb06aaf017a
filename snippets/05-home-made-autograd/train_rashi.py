# পর্ব ০৫ · ৪ — নিজের autograd দিয়ে training: বারোটি আমে 2-3-1 network
from backward import backward, count_users
from mango_net import init_params, loss, predict
from mangoes import MANGOES, features
from rashi import Rashi

params = [Rashi(v) for v in init_params(seed=1)]
LR = 1.0

for step in range(301):
    L = loss(params)                          # প্রতিটি ধাপে নতুন graph
    grads = backward(L)                       # নতুন dict: আগের ধাপের কিছুই এতে নেই
    for q in params:
        q.val -= LR * grads[q]                # gradient-এর উল্টো দিকে এক পা
    if step == 0:
        print(f"graph of one step: {len(count_users(L)) + 1} nodes for {len(params)} parameters")
    if step % 50 == 0:
        print(f"step {step:3d}  loss {L.val:.4f}")

right = sum((predict(params, *features(g, s)).val > 0.5) == (y == 1) for g, s, y in MANGOES)
print(f"the twelve mangoes: {right} of {len(MANGOES)} on the right side of 0.5")
for grams, spots in ((270, 0), (400, 0), (270, 3)):   # খাতায় নেই, এমন তিনটি আম
    p = predict(params, *features(grams, spots)).val
    print(f"unseen mango, {grams} g and {spots} spots: p = {p:.3f}")
