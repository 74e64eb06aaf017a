# পর্ব ০৮ · ১ — অনুমান: w আর x-এর ভূমিকা উল্টে দিলে কী হয়?
# বিশ্লেষক জানতে চান, কোন বৈশিষ্ট্য সন্দেহ বাড়াল; weight এখন স্থির
import torch

w = torch.tensor([0.5, -1.0])                      # স্থির weight, gradient চাই না
x = torch.tensor([2.0, 3.0], requires_grad=True)   # এবার লেনদেনের gradient চাই

y = torch.sigmoid((w * x).sum())
mul = y.grad_fn.next_functions[0][0].next_functions[0][0]
print("Mul saved self :", mul._saved_self)
print("Mul saved other:", mul._saved_other)

y.backward()
print("w.grad:", w.grad)
print("x.grad:", x.grad)
