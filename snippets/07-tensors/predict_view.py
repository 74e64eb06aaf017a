# পর্ব ০৭ · অনুমান করুন — view-এ লেখা, transpose-এর stride, আর reshape-এর ক্রম
import torch

a = torch.arange(6)
b = a.view(2, 3)
b[1, 0] = 100
print(a)
c = b.t()
print(c.shape, c.stride(), c.is_contiguous())
print(c.reshape(6))
