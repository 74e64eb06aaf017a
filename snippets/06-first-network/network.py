# পর্ব ০৬ — পর্ব ০৫-এর T দিয়ে লেখা ছোট classifier: hidden layer থাকলে tanh, না থাকলে সোজা একটি neuron
import itertools

import numpy as np
from arraygrad import T, backward
from nn_ops import tanh


def init_params(sizes, seed=1):
    """sizes যেমন (2, 1): একটি neuron; (2, 4, 1): চারটি hidden unit। weight ছোট এলোমেলো, bias ০।"""
    rng = np.random.default_rng(seed)
    params = []
    for n_in, n_out in itertools.pairwise(sizes):             # পাশাপাশি দুটি layer-এর মাপ
        params += [T(rng.normal(0, 1, (n_in, n_out))), T(np.zeros(n_out))]
    return params


def logits(params, X):
    """X (n, 2) থেকে logit; শেষ layer ছাড়া প্রতিটি layer-এর পরে tanh।"""
    h = T(X)
    for i in range(0, len(params), 2):
        h = h @ params[i] + params[i + 1]
        if i + 2 < len(params):
            h = tanh(h)
    return h


def train(params, X, target, loss_fn, steps, lr, report_every=None):
    """gradient descent: forward, loss, পুরোনো gradient মোছা, backward, এক পা।"""
    for step in range(steps + 1):
        loss = loss_fn(logits(params, X), target)
        for p in params:
            p.grad = np.zeros_like(p.data)
        backward(loss)
        for p in params:
            p.data -= lr * p.grad
        if report_every and step % report_every == 0:
            print(f"step {step:4d}: loss {loss.data:.4f}")
    return params


def accuracy(z, y):
    """logit z > 0 মানে p > 0.5, মানে 'সময়মতো' বলা; কতগুলো ঠিক হলো।"""
    said = (z.ravel() > 0).astype(float)
    return int((said == y).sum()), len(y)
