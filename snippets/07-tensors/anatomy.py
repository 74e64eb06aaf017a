# পর্ব ০৭ · অংশ ১ — tensor মানে data আর তার বর্ণনা: shape, dtype, device, stride, offset
import numpy as np
import torch
from rain_data import RAIN_MM

rain = torch.tensor(RAIN_MM)            # Python-এর তালিকা থেকে: সংখ্যাগুলো কপি হয়
print("rain.shape          :", rain.shape)
print("rain.dtype          :", rain.dtype)
print("rain.device         :", rain.device)
print("rain.stride()       :", rain.stride())
print("rain.storage_offset():", rain.storage_offset())
print("numel               :", rain.numel())

# সিলেটের সারি: নতুন tensor, কিন্তু একই storage-এর ভেতরে কোথা থেকে শুরু, সেটিই offset
sylhet = rain[2]
print("rain[2]             :", sylhet)
print("rain[2] offset, stride:", sylhet.storage_offset(), sylhet.stride())

# NumPy থেকে: from_numpy একই memory ভাগ করে, torch.tensor কপি করে
arr = np.array([2.5, 0.0, 7.5])
shared = torch.from_numpy(arr)
copied = torch.tensor(arr)
arr[0] = 99.0
print("from_numpy দেখল বদল :", shared[0].item() == 99.0, "| dtype", shared.dtype)
print("torch.tensor দেখল বদল:", copied[0].item() == 99.0, "| dtype", copied.dtype)

# খালি ছক, ক্রমিক সংখ্যা, আর নিজের generator দিয়ে random
print("zeros(2, 3)         :", torch.zeros(2, 3))
print("arange(0, 10, 3)    :", torch.arange(0, 10, 3))
g = torch.Generator().manual_seed(2024)
first = torch.randn(2, 3, generator=g)
g.manual_seed(2024)
again = torch.randn(2, 3, generator=g)
print("randn(2, 3) shape   :", first.shape, "| একই seed-এ একই সংখ্যা:", torch.equal(first, again))
