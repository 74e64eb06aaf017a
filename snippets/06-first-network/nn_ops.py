# পর্ব ০৬ — পর্ব ০৫-এর T-এর জন্য তিনটি নতুন node: tanh, আর logit থেকে সরাসরি দুটি loss
# প্রতিটি node পর্ব ০৫-এর নিয়মে বানানো: forward-এর ফল, parent, আর একটি vjp।
import numpy as np
from arraygrad import T


def tanh(x):
    t = np.tanh(x.data)                                    # নিজের output রেখে দেওয়া
    return T(t, (x,), lambda g: (g * (1 - t * t),), "tanh")


def sigmoid(z):
    """পর্ব ০৩-এর নিরাপদ sigmoid: e-এর ঘাত কখনো ধনাত্মক নয়।"""
    e = np.exp(-np.abs(z))
    return np.where(z >= 0, 1 / (1 + e), e / (1 + e))


def bce_with_logits(z, y):
    """logit z (আকার (n, 1)) আর লক্ষ্য y (০ বা ১) থেকে গড় binary cross-entropy।

    forward: পর্ব ০৩-এর নিরাপদ সূত্র max(z, 0) − z·y + log1p(e^(−|z|))।
    backward: logit-এর সাপেক্ষে derivative σ(z) − y, গড়ের জন্য n দিয়ে ভাগ।
    """
    zd, n = z.data, len(y)
    loss = (np.maximum(zd, 0) - zd * y + np.log1p(np.exp(-np.abs(zd)))).mean()
    return T(loss, (z,), lambda g: (g * (sigmoid(zd) - y) / n,), "bce")


def softmax_cross_entropy(z, labels):
    """logit z (আকার (n, k)) আর ঠিক দলের নম্বর labels থেকে গড় cross-entropy।

    forward: log-softmax, পর্ব ০৩-এর log-sum-exp কৌশলে।
    backward: softmax − one-hot, n দিয়ে ভাগ।
    """
    zd, n = z.data, len(labels)
    m = zd.max(axis=1, keepdims=True)
    log_p = zd - (m + np.log(np.exp(zd - m).sum(axis=1, keepdims=True)))
    loss = -log_p[np.arange(n), labels].mean()
    one_hot = np.eye(zd.shape[1])[labels]
    return T(loss, (z,), lambda g: (g * (np.exp(log_p) - one_hot) / n,), "softmax_ce")
