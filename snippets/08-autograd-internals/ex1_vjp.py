# পর্ব ০৮ · অনুশীলনী ১ — VJP, sum() আর Hessian-vector গুণফল, হাতের হিসাব মিলিয়ে দেখা
import torch

W = torch.tensor([[1.0, 3.0], [-2.0, 0.0], [1.0, -1.0]])   # আকার (3, 2)
x = torch.tensor([2.0, 0.5], requires_grad=True)

# (ক) backward(gradient=v) মানে Wᵀv
v = torch.tensor([2.0, 1.0, -1.0])
(W @ x).backward(gradient=v)
print("(ক) x.grad =", x.grad)

# (খ) grad মুছে sum().backward(): v-এর সব ঘর ১
x.grad = None
(W @ x).sum().backward()
print("(খ) x.grad =", x.grad)

# (গ) f(x) = x1 * x2², বিন্দু (3, 1), দিক u = (1, 1)
p = torch.tensor([3.0, 1.0], requires_grad=True)
u = torch.tensor([1.0, 1.0])
(g,) = torch.autograd.grad(p[0] * p[1] ** 2, p, create_graph=True)
(hu,) = torch.autograd.grad(g @ u, p)
print("(গ) grad f =", g.detach(), "| H u =", hu)
