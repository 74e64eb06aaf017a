# পর্ব ০৫ · ৬ — একই আম-বাছাই, এবার পুরো batch একসঙ্গে: T দিয়ে 2-3-1 network
import numpy as np
from arraygrad import T, backward
from mangoes import MANGOES, features

X = np.array([features(g, s) for g, s, _ in MANGOES])       # (12, 2): প্রতিটি সারি একটি আম
Y = np.array([[y] for _, _, y in MANGOES], dtype=float)      # (12, 1)


def init_params(seed=5):
    rng = np.random.default_rng(seed)
    return {"W1": rng.uniform(-1, 1, (2, 3)), "b1": np.zeros(3),
            "W2": rng.uniform(-1, 1, (3, 1)), "b2": np.zeros(1)}


def forward(p):
    """p-এর প্রতিটি মান একটি T; ফেরত দেয় বারোটি আমের গড় loss।"""
    H = (T(X) @ p["W1"] + p["b1"]).sigmoid()                  # (12, 3) + (3,): b1 বারোটি সারিতে
    P = (H @ p["W2"] + p["b2"]).sigmoid()                     # (12, 1)
    D = P - Y
    return (D * D).sum() * (1 / len(Y))


if __name__ == "__main__":
    p = {k: T(v) for k, v in init_params().items()}
    L = forward(p)
    backward(L)
    nodes, todo = set(), [L]
    while todo:                                   # graph-এ কয়টি node: L থেকে parent ধরে পেছনে
        node = todo.pop()
        if node not in nodes:
            nodes.add(node)
            todo.extend(node.parents)
    print(f"loss {L.data:.4f}; graph of one step: {len(nodes)} nodes for all twelve mangoes")
    for k, v in p.items():
        print(f"{k}: shape {v.shape}, grad shape {v.grad.shape}")
