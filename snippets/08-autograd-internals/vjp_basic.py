# পর্ব ০৮ · ২ — output একটি সংখ্যা না হলে: backward(gradient=v) আসলে vᵀJ
# একটি লেনদেন থেকে দুটি score: "PIN চুরি" আর "SIM বদল"
import torch
from torch.autograd.functional import jacobian
from torch.func import jacfwd, jacrev

# প্রতিটি সারি একটি score-এর weight
W = torch.tensor([[1.0, 2.0, -1.0],
                  [1.0, 3.0, -1.0]])
# লেনদেনের তিনটি সংকেত: [ভুল PIN, নতুন device (১ = হ্যাঁ), account-এর বয়স (বছর)]
x = torch.tensor([2.0, 1.0, 3.0], requires_grad=True)

z = W @ x
print("z = W @ x:", z.detach(), "| shape", tuple(z.shape))

# ১) gradient= ছাড়া: কোন সংখ্যার gradient চাই, PyTorch জানে না
try:
    z.backward()
except RuntimeError as err:
    print("RuntimeError:", err)

# ২) v দিয়ে দুটি score-কে একটি সংখ্যায় মেশানো: L = v · z
v = torch.tensor([1.0, 0.5])
z.backward(gradient=v)
print("x.grad (gradient=v):", x.grad)

# ৩) পুরো Jacobian বানিয়ে মিলিয়ে দেখা
def scores(t):
    return W @ t


J = jacobian(scores, x.detach())
print("Jacobian J:")
print(J)
print("v @ J              :", v @ J)
print("J is W itself?", torch.equal(J, W))
# torch.func-এর দুই দিকের হাতিয়ার: jacrev (reverse mode), jacfwd (forward mode)
print("jacrev == W?", torch.equal(jacrev(scores)(x.detach()), W),
      "| jacfwd == W?", torch.equal(jacfwd(scores)(x.detach()), W))

# ৪) sum() মানে v-এর সব ঘরে ১
x.grad = None
(W @ x).sum().backward()
print("sum().backward()   :", x.grad)
print("ones @ J           :", torch.ones(2) @ J)
