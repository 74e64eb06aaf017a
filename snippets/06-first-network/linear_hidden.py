# পর্ব ০৬ · ৪ — hidden layer আছে, কিন্তু tanh নেই: চারটি hidden unit কি রেখার বাইরে যেতে পারে?
import numpy as np
from arraygrad import T, backward
from network import accuracy, init_params
from nn_ops import bce_with_logits
from orders import ON_TIME, TRAIN, WHERE, features

X, y = features(WHERE)[TRAIN], ON_TIME[TRAIN, None]
W1, b1, W2, b2 = init_params((2, 4, 1))


def linear_logits(A):
    return (T(A) @ W1 + b1) @ W2 + b2          # দুটি layer, মাঝে কোনো tanh নেই


for _ in range(2001):
    loss = bce_with_logits(linear_logits(X), y)
    for p in (W1, b1, W2, b2):
        p.grad = np.zeros_like(p.data)
    backward(loss)
    for p in (W1, b1, W2, b2):
        p.data -= 0.3 * p.grad
right, n = accuracy(linear_logits(X).data, ON_TIME[TRAIN])
print(f"after 2000 steps: loss {loss.data:.4f}, training accuracy {right}/{n}")

# দুটি layer গুণ করে একটি: w = W1 @ W2, b = b1 @ W2 + b2
w = W1.data @ W2.data
b = b1.data @ W2.data + b2.data
print("same logits as one neuron with w = W1 @ W2:", np.allclose(linear_logits(X).data, X @ w + b))
print(f"that neuron: w = ({w[0, 0]:.3f}, {w[1, 0]:.3f}), b = {b[0]:.3f}")
