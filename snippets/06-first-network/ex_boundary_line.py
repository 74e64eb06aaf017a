# পর্ব ০৬ · অনুশীলনী ৩ — একটি neuron-এর সীমা মানচিত্রে: পূর্ব দিক দিলে উত্তর কত
import numpy as np
from network import init_params, logits, train
from nn_ops import bce_with_logits
from orders import ON_TIME, TRAIN, WHERE, features


def boundary_north(w, b, east_km):
    """w·x + b = 0 রেখার ওপর বিন্দুর উত্তর (কিমি); x হলো features(), মানে (কিমি − মাঝখান) / 3।"""
    x1 = (east_km - 6) / 3
    x2 = -(w[0] * x1 + b) / w[1]
    return 5 + 3 * x2


params = train(init_params((2, 1)), features(WHERE)[TRAIN], ON_TIME[TRAIN, None], bce_with_logits,
               steps=2000, lr=1.0)
w, b = params[0].data.ravel(), params[1].data[0]
for east in (0.0, 4.0, 8.0):
    north = boundary_north(w, b, east)
    z = logits(params, features(np.array([[east, north]]))).data[0, 0]
    print(f"east {east:4.1f} km -> north {north:5.2f} km | p there = {1 / (1 + np.exp(-z)):.3f}")
