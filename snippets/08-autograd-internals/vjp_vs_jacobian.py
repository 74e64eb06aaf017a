# পর্ব ০৮ · অংশ ২ — একটি VJP বনাম পুরো Jacobian, গুণনের সংখ্যা গুনে (শুধু NumPy, পাতাতেই চালানো যায়)
# একটি account-এর ১০০০টি সংকেত → ৬৪টি লুকোনো ঘর → ৩ রকম জালিয়াতির score
import numpy as np

rng = np.random.default_rng(11)
n_in, n_hidden, n_out = 1000, 64, 3
A = rng.normal(0.0, n_in**-0.5, size=(n_hidden, n_in))
B = rng.normal(0.0, n_hidden**-0.5, size=(n_out, n_hidden))
signals = rng.normal(size=n_in)

hidden = np.tanh(A @ signals)     # forward; এই দুটি মান backward-এর জন্য রেখে দিই
scores = np.tanh(B @ hidden)

tally = [0]                       # এ পর্যন্ত কয়টি গুণন হলো


def matvec(M, v):                 # M @ v: M-এর প্রতিটি ঘরে একটি গুণন
    tally[0] += M.size
    return M @ v


def scale(v, d):                  # ঘরে ঘরে v * d: প্রতিটি ঘরে একটি গুণন
    tally[0] += v.size
    return v * d


def vjp(u):
    """uᵀJ: score-এর দিক থেকে সংকেতের দিকে। পথে শুধু vector: (3,) → (64,) → (1000,)"""
    g = scale(u, 1 - scores**2)
    g = scale(matvec(B.T, g), 1 - hidden**2)
    return matvec(A.T, g)


def jvp(t):
    """J t: সংকেতের দিক থেকে score-এর দিকে (forward mode)। পথে (1000,) → (64,) → (3,)"""
    g = scale(matvec(A, t), 1 - hidden**2)
    return scale(matvec(B, g), 1 - scores**2)


def cost(work):
    tally[0] = 0
    result = work()
    return result, tally[0]


u = np.array([1.0, 0.5, -2.0])
g_vjp, c_vjp = cost(lambda: vjp(u))
g_jvp, c_jvp = cost(lambda: jvp(np.eye(n_in)[0]))
J_rows, c_rows = cost(lambda: np.stack([vjp(e) for e in np.eye(n_out)]))
J_cols, c_cols = cost(lambda: np.stack([jvp(e) for e in np.eye(n_in)], axis=1))

print(f"একটি VJP : {c_vjp} গুণন, ফলের আকার {g_vjp.shape}")
print(f"একটি JVP : {c_jvp} গুণন, ফলের আকার {g_jvp.shape}")
print(f"পুরো J {J_rows.shape}, সারি ধরে {n_out}টি VJP   : {c_rows} গুণন")
print(f"পুরো J {J_cols.shape}, কলাম ধরে {n_in}টি JVP: {c_cols} গুণন")
print("দুই পথের J একই?", np.allclose(J_rows, J_cols), "| vjp(u) আর u @ J মেলে?", np.allclose(g_vjp, u @ J_rows))
