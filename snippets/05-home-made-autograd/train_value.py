# পর্ব ০৫ · ৪ — ঘরে বানানো autograd দিয়ে training: বারোটি আমে 2-3-1 network
from mango_net import init_params, loss, predict
from mangoes import MANGOES, features
from value import Value, backward, graph_of

params = [Value(v) for v in init_params(seed=1)]
LR = 1.0

for step in range(301):
    L = loss(params)                 # প্রতিটি ধাপে নতুন graph
    if step == 0:
        print(f"one step's graph: {len(graph_of(L)[0])} nodes, {len(params)} parameters")
    for q in params:
        q.grad = 0.0                 # leaf-এর gradient জমা হয়, তাই আগের ধাপেরটা মুছে শুরু
    backward(L)
    for q in params:
        q.data -= LR * q.grad        # gradient-এর উল্টো দিকে এক পা
    if step % 50 == 0:
        print(f"step {step:3d}: loss {L.data:.4f}")

right = sum((predict(params, *features(g, s)).data > 0.5) == (y == 1) for g, s, y in MANGOES)
print(f"training mangoes sorted right: {right} / {len(MANGOES)}")
for grams, spots in ((270, 0), (400, 0), (270, 3)):   # নতুন তিনটি আম
    p = predict(params, *features(grams, spots)).data
    print(f"new mango {grams} g, {spots} spots: p(export) = {p:.3f}")
