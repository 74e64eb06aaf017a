# পর্ব ০৮ · নিজেকে যাচাই — প্রতিটি প্রশ্নের উত্তরের প্রমাণ, এক লাইনে একটি
import warnings

import torch


def first_sentence(err):
    return str(err).split("\n")[0].split(". ")[0].rstrip(".") + "."


# প্রশ্ন ১: কার .grad-এ মান থাকে?
a = torch.tensor([0.2, 0.7, 0.4], requires_grad=True)
b = a * 3
c = b.sum()
c.backward()
with warnings.catch_warnings():
    warnings.simplefilter("ignore")          # non-leaf-এর .grad পড়ার সতর্কবার্তা চুপ
    print(f"Q1: a.grad={a.grad} | b.grad={b.grad} | c.grad={c.grad}")

# প্রশ্ন ২: backward(gradient=v) দিলে x.grad
W = torch.tensor([[2.0, 0.0, 1.0], [-1.0, 3.0, 0.0]])
x = torch.tensor([1.0, 1.0, 1.0], requires_grad=True)
(W @ x).backward(gradient=torch.tensor([1.0, 2.0]))
print(f"Q2: x.grad={x.grad}")

# প্রশ্ন ৩: inference_mode-এ বানানো tensor পরে training-এ
with torch.inference_mode():
    emb = torch.ones(2) * 0.5
weight = torch.tensor([1.0, -1.0], requires_grad=True)
try:
    (emb * weight).sum().backward()
    broken = "কোনো error নেই"
except RuntimeError as err:
    broken = f"RuntimeError: {first_sentence(err)}"
(emb + weight).sum().backward()             # যোগে emb রেখে দিতে হয় না, তাই চলে
added = f"যোগে চলে, weight.grad={weight.grad}"
weight.grad = None
(emb.clone() * weight).sum().backward()     # mode-এর বাইরে clone: সাধারণ tensor
print(f"Q3: গুণে {broken} | {added} | clone()-এর পরে গুণে weight.grad={weight.grad}")

# প্রশ্ন ৪: f(x) = ¼‖x‖⁴-এর Hessian-vector গুণফল, দুই পথে
x = torch.tensor([2.0, 0.0, 1.0], requires_grad=True)
v = torch.tensor([0.0, 1.0, 1.0])
(g,) = torch.autograd.grad((x @ x) ** 2 / 4, x, create_graph=True)
(hv,) = torch.autograd.grad(g @ v, x)
(g_plain,) = torch.autograd.grad((x @ x) ** 2 / 4, x)
try:
    torch.autograd.grad(g_plain @ v, x)
    plain = "কোনো error নেই"
except RuntimeError as err:
    plain = f"RuntimeError: {first_sentence(err)}"
print(f"Q4: create_graph দিয়ে Hv={hv} | ছাড়া: {plain}")

# প্রশ্ন ৫: নির্ভুল backward (PyTorch-এর sigmoid), শুধু dtype আলাদা
t64 = torch.tensor([0.3, -1.2, 2.0], dtype=torch.float64, requires_grad=True)
t32 = t64.detach().float().requires_grad_()
with warnings.catch_warnings():
    warnings.simplefilter("ignore")          # float32-এর জন্য PyTorch-এর নিজের সতর্কবার্তা চুপ
    ok64 = torch.autograd.gradcheck(torch.sigmoid, (t64,), raise_exception=False)
    ok32 = torch.autograd.gradcheck(torch.sigmoid, (t32,), raise_exception=False)
print(f"Q5: gradcheck(sigmoid) float64={ok64} | float32={ok32}")

# প্রশ্ন ৬: sigmoid-এর output-এ in-place গুণ, আর তার সমাধান
x = torch.tensor([0.0, 1.0], requires_grad=True)


def run(edit, **backward_options):
    y = torch.sigmoid(x)
    y = edit(y)
    try:
        y.sum().backward(**backward_options)
        return f"x.grad={x.grad}"
    except RuntimeError:
        return f"RuntimeError (y-এর version {y._version})"


print(f"Q6: y.mul_(2): {run(lambda y: y.mul_(2))}"
      f" | retain_graph=True দিয়েও: {run(lambda y: y.mul_(2), retain_graph=True)}"
      f" | y = y * 2: {run(lambda y: y * 2)}")
