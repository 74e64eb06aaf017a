# পর্ব ০৮ · ২ — VJP বনাম পুরো Jacobian, শুধু NumPy দিয়ে (পাতাতেই চালানো যায়)
# ১০০০টি সংকেত → ৬৪টি লুকোনো ঘর → ৩ রকম জালিয়াতির score
import numpy as np

rng = np.random.default_rng(8)
n, h, m = 1000, 64, 3
W1 = rng.normal(0.0, n ** -0.5, size=(h, n))
W2 = rng.normal(0.0, h ** -0.5, size=(m, h))
x = rng.normal(size=n)

# forward: মাঝের মানগুলো রেখে দিই, backward-এ লাগবে
a = np.tanh(W1 @ x)        # (64,)
y = np.tanh(W2 @ a)        # (3,)


def vjp(v):
    """vᵀJ, output থেকে input-এর দিকে; প্রতিটি ধাপে শুধু একটি vector।"""
    g = v * (1 - y**2)         # (3,)
    g = (g @ W2) * (1 - a**2)  # (64,)
    return g @ W1              # (1000,)


# পুরো Jacobian: diag(1-y²) · W2 · diag(1-a²) · W1
J = (1 - y**2)[:, None] * (W2 * (1 - a**2)) @ W1
v = np.array([1.0, 0.5, -2.0])
print("vjp(v):", vjp(v).shape, "| J:", J.shape)
print(f"max |vjp(v) - v @ J| < 1e-12: {np.abs(vjp(v) - v @ J).max() < 1e-12}")

# প্রতিটি output-এর জন্য একটি one-hot v: m-টি VJP মিলে পুরো J
rows = np.stack([vjp(e) for e in np.eye(m)])
print("one-hot VJP-গুলো সাজালে J?", np.allclose(rows, J))

# কতগুলো গুণ লাগে (শুধু গুণ গুনছি)
mults_vjp = m + m * h + h + h * n
mults_J_right = h * n + m * h * n + m * n   # ডান থেকে: আগে diag(1-a²)·W1, তারপর W2, তারপর diag(1-y²)
mults_J_left = m * h + m * h + m * h * n    # বাঁ থেকে: আগে ছোট অংশগুলো, শেষে W1 (ওপরের J এভাবেই)
print("গুণের সংখ্যা:")
print(f"  one VJP          : {mults_vjp}")
print(f"  J, right to left : {mults_J_right}  ({mults_J_right / mults_vjp:.1f} times)")
print(f"  J, left to right : {mults_J_left}  ({mults_J_left / mults_vjp:.1f} times)")
print("loss-এর মতো একটি output: gradient = vjp([1]), একটি backward-ই যথেষ্ট")
