# পর্ব ০৪ · ৫ — gradient check: backprop-এর ফল finite difference দিয়ে যাচাই
# পাতায় চালানো code পাশের ফাইল পড়তে পারে না, তাই অংশ ৪-এর data, network আর backward এখানে আবার লেখা
import math

import numpy as np

MORNINGS = np.array([[0.0, 0.0], [2.0, 0.5], [0.5, 1.0], [3.0, 0.2],
                     [0.0, 0.25], [1.0, 0.0], [2.5, 0.8], [0.2, 0.6]])
LATE = np.array([[0.0], [1.0], [1.0], [1.0], [0.0], [0.0], [1.0], [0.0]])


def sigmoid(z):
    return 1 / (1 + np.exp(-z))


def init_params(n_in, n_hidden, seed):
    rng = np.random.default_rng(seed)
    W1 = rng.normal(0.0, 0.5, size=(n_in, n_hidden))
    W2 = rng.normal(0.0, 0.5, size=(n_hidden, 1))
    return {"W1": W1, "b1": np.zeros(n_hidden), "W2": W2, "b2": np.zeros(1)}


def forward(X, p):
    H = sigmoid(X @ p["W1"] + p["b1"])
    out = sigmoid(H @ p["W2"] + p["b2"])
    return out, {"X": X, "H": H, "out": out}


def mse(out, y):
    return float(np.mean((out - y) ** 2))


def backward(saved, y, p):
    X, H, out = saved["X"], saved["H"], saved["out"]
    d_zo = 2 * (out - y) / len(y) * out * (1 - out)
    d_z1 = d_zo @ p["W2"].T * H * (1 - H)
    return {"W2": H.T @ d_zo, "b2": d_zo.sum(axis=0), "W1": X.T @ d_z1, "b1": d_z1.sum(axis=0)}


def loss_at(p):
    return mse(forward(MORNINGS, p)[0], LATE)


def numeric_grads(p, eps, central=True):
    """প্রতিটি weight একটু নেড়ে loss কতটা বদলায় মাপা: loss-এর দুটি (বা একটি) বাড়তি হিসাব।"""
    base = loss_at(p)
    grads = {}
    for name, W in p.items():
        G = np.zeros_like(W)
        for i in np.ndindex(W.shape):
            old = W[i]
            W[i] = old + eps
            up = loss_at(p)
            W[i] = old - eps
            down = loss_at(p) if central else base
            W[i] = old
            G[i] = (up - down) / (2 * eps if central else eps)
        grads[name] = G
    return grads


def rel_error(a, b):
    """‖a − b‖ / (‖a‖ + ‖b‖): ০ মানে হুবহু মিল, ১ মানে কোনো মিল নেই।"""
    a = np.concatenate([a[k].ravel() for k in sorted(a)])
    b = np.concatenate([b[k].ravel() for k in sorted(b)])
    return np.linalg.norm(a - b) / (np.linalg.norm(a) + np.linalg.norm(b))


def buggy_backward(saved, y, p):
    """একটি চেনা ভুল: hidden layer-এ sigmoid-এর ঢাল H(1 − H) দিয়ে গুণ করতে ভুলে যাওয়া।"""
    X, H, out = saved["X"], saved["H"], saved["out"]
    d_zo = 2 * (out - y) / len(y) * out * (1 - out)
    d_z1 = d_zo @ p["W2"].T                  # এখানে "* H * (1 - H)" বাদ পড়েছে
    return {"W2": H.T @ d_zo, "b2": d_zo.sum(axis=0), "W1": X.T @ d_z1, "b1": d_z1.sum(axis=0)}


def order(x):
    """relative error-এর মাত্রা: ১০-এর যে ঘাত x-এর ঠিক নিচে (x = 0.0042 হলে 1e-03)।

    খুব ছোট ε-তে ভুলের বেশির ভাগ float64-এর rounding, আর তার শেষ অঙ্কগুলো CPU ভেদে বদলায়;
    মাত্রাটুকু বদলায় না। তাই মান নয়, মাত্রা ছাপি।
    """
    return f"1e{math.floor(math.log10(x)):+03d}"


if __name__ == "__main__":
    p = init_params(2, 4, seed=4)
    _, saved = forward(MORNINGS, p)
    mine = backward(saved, LATE, p)
    numeric = numeric_grads(p, eps=1e-6)
    n_params = sum(W.size for W in p.values())
    print(f"parameters: {n_params}, extra loss evaluations: {2 * n_params}")
    print(f"backprop vs central difference (eps=1e-6): relative error of order {order(rel_error(mine, numeric))}")
    buggy = buggy_backward(saved, LATE, p)
    print(f"buggy backward vs central difference     : relative error {rel_error(buggy, numeric):.2f}")

    print("relative error-এর মাত্রা")
    print("eps      one-sided   central")
    for eps in (1e-1, 1e-3, 1e-5, 1e-7, 1e-9):
        one = rel_error(mine, numeric_grads(p, eps, central=False))
        two = rel_error(mine, numeric_grads(p, eps))
        if eps < 1e-8:  # প্রায় পুরোটাই rounding: মাত্রাও CPU আর rounding ভেদে ১০-এর ঘাত পেরিয়ে যায়, তাই শুধু সীমা
            one, two = (("> 1e-08" if x > 1e-8 else order(x)) for x in (one, two))
        else:
            one, two = order(one), order(two)
        print(f"{eps:<8.0e} {one:<11} {two}")
