import torch
from feeders import make_days, make_params

X, y = make_days()
W1, b1 = make_params()[:2]

h1 = torch.sigmoid(X @ W1 + b1)
node = h1.grad_fn
print("backward-এর আগে:", node.name(), "রেখেছে", tuple(node._saved_result.shape))
h1.sum().backward()
try:
    node._saved_result
except RuntimeError as err:
    print("backward-এর পরে: RuntimeError:", str(err).split(" (")[0])

b1.grad = None
shift = (b1 + 3).sum()                # যোগ আর sum: কোনো node কিছু রাখে না
shift.backward()
shift.backward()                      # দ্বিতীয়বারও চলে
print("কিছু-না-রাখা graph-এ দুবার backward: b1.grad =", b1.grad[:3].tolist(), "…")

h1 = torch.sigmoid(X @ W1 + b1)
W1.grad = None
h1.sum().backward(retain_graph=True)  # রাখা মানগুলো ছেড়ো না
first = W1.grad.clone()
h1.sum().backward()
print("retain_graph-এর পরে দ্বিতীয় backward চলেছে; W1.grad ≈ 2 × প্রথমটি:", torch.allclose(W1.grad, 2 * first))
