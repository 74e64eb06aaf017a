# পর্ব ০৮ · অংশ ৩ — backward-এর আগেই পরের রাতের মাপ একই tensor-এ লেখা: তিন পথে, তিন ফল
import torch

next_night = torch.tensor([0.8, 1.0, 0.0])


def tonight(write):
    w = torch.tensor([0.6, -0.4, -0.15], requires_grad=True)
    x = torch.tensor([1.5, 2.0, 3.0])                      # DotBackward0 এটিই রেখে দেয়
    catch = torch.exp(x @ w + 1.1)
    write(x)                                               # backward-এর আগে x-এ পরের রাত
    try:
        catch.backward()
        return f"কোনো error নেই, w.grad = {w.grad}"
    except RuntimeError as err:
        first, rest = str(err).split(". ", 1)
        return f"RuntimeError: {first}. [{rest.split(':')[0]} …]"


print("কিছু না লিখে      :", tonight(lambda x: None))
print("x.copy_(…)         :", tonight(lambda x: x.copy_(next_night)))
print("x.detach().copy_(…):", tonight(lambda x: x.detach().copy_(next_night)))
print("x.data.copy_(…)    :", tonight(lambda x: x.data.copy_(next_night)))
