# পর্ব ০৪ · ৪ — matrix backprop: আট সকালের একটি batch, শুধু NumPy দিয়ে
import numpy as np

# প্রতিটি সারি একটি সকাল: [বৃষ্টি (সেমি), ডিপো থেকে ছাড়তে দেরি (ঘণ্টা)]
MORNINGS = np.array([[0.0, 0.0], [2.0, 0.5], [0.5, 1.0], [3.0, 0.2],
                     [0.0, 0.25], [1.0, 0.0], [2.5, 0.8], [0.2, 0.6]])
LATE = np.array([[0.0], [1.0], [1.0], [1.0], [0.0], [0.0], [1.0], [0.0]])  # ১ = দেরিতে পৌঁছেছিল


def sigmoid(z):
    return 1 / (1 + np.exp(-z))


def init_params(n_in, n_hidden, seed):
    rng = np.random.default_rng(seed)
    W1 = rng.normal(0.0, 0.5, size=(n_in, n_hidden))
    W2 = rng.normal(0.0, 0.5, size=(n_hidden, 1))
    return {"W1": W1, "b1": np.zeros(n_hidden), "W2": W2, "b2": np.zeros(1)}


def forward(X, p):
    H = sigmoid(X @ p["W1"] + p["b1"])       # (B, hidden)
    out = sigmoid(H @ p["W2"] + p["b2"])     # (B, 1)
    saved = {"X": X, "H": H, "out": out}     # backward-এর জন্য রেখে দেওয়া activation
    return out, saved


def show(a):
    return " ".join(f"{v:+.5f}" for v in np.ravel(a))


def mse(out, y):
    return float(np.mean((out - y) ** 2))


def backward(saved, y, p):
    """উল্টো ক্রমে: আগে শেষ layer-এর gradient, তারপর প্রথম layer-এর।"""
    X, H, out = saved["X"], saved["H"], saved["out"]
    grads = {}
    d_out = 2 * (out - y) / len(y)           # mean-এর জন্য B দিয়ে ভাগ
    d_zo = d_out * out * (1 - out)           # (B, 1)
    grads["W2"] = H.T @ d_zo                 # (hidden, B) @ (B, 1): সব সকালের অবদান যোগ হয়
    grads["b2"] = d_zo.sum(axis=0)
    d_H = d_zo @ p["W2"].T                   # (B, 1) @ (1, hidden): gradient পেছনে পাঠানো
    d_z1 = d_H * H * (1 - H)                 # ঘরে ঘরে sigmoid-এর ঢাল
    grads["W1"] = X.T @ d_z1                 # (n_in, B) @ (B, hidden)
    grads["b1"] = d_z1.sum(axis=0)
    return grads


if __name__ == "__main__":
    # (ক) অংশ ২-এর model আর তার দুই সকাল (A = সারি ১, B = সারি ৪): 2-1-1, B = 2
    tiny = {"W1": np.array([[0.5], [0.5]]), "b1": np.array([0.0]),      # W1-এর কলাম = (w_rain, w_depot)
            "W2": np.array([[2.0]]), "b2": np.array([-1.0])}            # W2 = w_late, b2 = b_late
    two = [1, 4]
    _, saved = forward(MORNINGS[two], tiny)
    g = backward(saved, LATE[two], tiny)
    print("two mornings (B=2), 2-1-1:")
    print("  dW1 (w_rain, w_depot) =", show(g["W1"]))
    print("  db1 (b_jam)           =", show(g["b1"]))
    print("  dW2 (w_late)          =", show(g["W2"]))
    print("  db2 (b_late)          =", show(g["b2"]))

    # (খ) আট সকালের batch, 2-4-1 MLP
    p = init_params(2, 4, seed=4)
    out, saved = forward(MORNINGS, p)
    loss = mse(out, LATE)
    grads = backward(saved, LATE, p)
    print(f"batch: X {MORNINGS.shape}, y {LATE.shape}, loss {loss:.4f}")
    print("saved for backward:", ", ".join(f"{k} {a.shape}" for k, a in saved.items()),
          f"= {sum(a.nbytes for a in saved.values())} bytes")
    print("computed in order:", " -> ".join(grads))
    for name in ("W1", "b1", "W2", "b2"):
        print(f"  {name} {p[name].shape} -> d{name} {grads[name].shape}")
    print("  dW1 row 1 (rain)  :", show(grads["W1"][0]))
    print("  dW1 row 2 (depot) :", show(grads["W1"][1]))

    new = {k: p[k] - 1.0 * grads[k] for k in p}   # lr = 1
    print(f"one step (lr=1): loss {loss:.4f} -> {mse(forward(MORNINGS, new)[0], LATE):.4f}")
