import numpy as np
from dokan import DAYS, SALES, W1, W2, b1, b2

X = np.array(DAYS)                     # প্রতিটি সারি একটি দিন
Y = np.array(SALES).reshape(-1, 1)     # একটি কলাম
W1 = np.array(W1)
b1 = np.array(b1)
W2 = np.array(W2).reshape(2, 1)
b2 = np.array([b2])
N = len(X)


def check(line, value, shape, *parts):
    """প্রতিটি ধাপে আকার মিলিয়ে দেখি; না মিললে এখানেই থামি।"""
    assert value.shape == shape, f"{line}: {value.shape}, not {shape}"
    shapes = ", ".join(str(p.shape) for p in parts)
    print(f"  {line:<24} {shapes:<24} -> {value.shape}")


print("forward")
Z1 = X @ W1 + b1
check("Z1 = X @ W1 + b1", Z1, (N, 2), X, W1, b1)
H = np.tanh(Z1)
check("H = tanh(Z1)", H, (N, 2), Z1)
G = H @ W2 + b2
check("G = H @ W2 + b2", G, (N, 1), H, W2, b2)
E = G - Y
check("E = G - Y", E, (N, 1), G, Y)
L = np.mean(E ** 2)
print(f"  L = mean(E ** 2) = {L:.4f}")

print("backward: each gradient has its own value's shape")
dG = 2 * E / N
check("dG = 2 * E / N", dG, G.shape, E)
dW2 = H.T @ dG
check("dW2 = H.T @ dG", dW2, W2.shape, H.T, dG)
db2 = dG.sum(axis=0)
check("db2 = dG.sum(axis=0)", db2, b2.shape, dG)
dH = dG @ W2.T
check("dH = dG @ W2.T", dH, H.shape, dG, W2.T)
dZ1 = dH * (1 - H ** 2)
check("dZ1 = dH * (1 - H ** 2)", dZ1, Z1.shape, dH, H)
dW1 = X.T @ dZ1
check("dW1 = X.T @ dZ1", dW1, W1.shape, X.T, dZ1)
db1 = dZ1.sum(axis=0)
check("db1 = dZ1.sum(axis=0)", db1, b1.shape, dZ1)

print(f"db1 = [{db1[0]:.4f}, {db1[1]:.4f}]")
# যোগের নিয়ম, দিনে দিনে: দিন n-এর পথে W1[i][k]-এ পৌঁছায় X[n][i] * dZ1[n][k]; আটটি দিনের ভাগ যোগ
by_days = np.zeros((3, 2))
for n in range(N):
    by_days += np.outer(X[n], dZ1[n])      # np.outer(a, b)-এর ঘর [i][k] = a[i] * b[k]
print(f"dW1 added up day by day, one (3, 2) share per day: within 1e-12 of X.T @ dZ1? "
      f"{np.allclose(by_days, dW1, rtol=0, atol=1e-12)}")
