import torch
from feeders import make_days, make_params
from graph_bytes import held

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
gap = (b1 - X[:, :1]).sum()           # বিয়োগ (broadcast করে) আর sum: কেউ কিছু রাখে না
print("অংশ ২-এর মাপে এই graph রেখেছে:", held(gap, [W1, b1]), "byte")
gap.backward()
once = b1.grad.clone()
gap.backward()                        # দ্বিতীয়বারও চলে
print("দুবার backward: b1.grad একবারের ঠিক দ্বিগুণ?", torch.equal(b1.grad, 2 * once),
      "| প্রথম ঘর", once[0].item(), "→", b1.grad[0].item())

h1 = torch.sigmoid(X @ W1 + b1)
W1.grad = None
h1.sum().backward(retain_graph=True)  # রাখা মানগুলো ছেড়ো না
first = W1.grad.clone()
h1.sum().backward()
print("retain_graph-এর পরে দ্বিতীয় backward চলেছে; W1.grad ≈ 2 × প্রথমটি:", torch.allclose(W1.grad, 2 * first))
