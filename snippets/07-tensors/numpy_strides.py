# পর্ব ০৭ · অংশ ২ — NumPy-ও stride রাখে, তবে byte-এ (শুধু NumPy, পাতাতেই চালানো যায়)
import numpy as np

rain = np.array([
    [12, 0, 35, 8, 0, 22, 41],
    [30, 18, 52, 0, 7, 64, 25],
    [45, 60, 38, 72, 15, 9, 80],
    [5, 0, 14, 20, 3, 0, 11],
], dtype=np.int64)

print("rain.strides       :", rain.strides, "| itemsize", rain.itemsize)
print("rain.T.strides     :", rain.T.strides, "| C-contiguous", rain.T.flags["C_CONTIGUOUS"])
as_int32 = rain.astype(np.int32)
print("int32-এ strides    :", as_int32.strides)
print("rain[:, ::2].strides:", rain[:, ::2].strides, "| একই memory:", np.shares_memory(rain, rain[:, ::2]))
print("rain[:, ::-1].strides:", rain[:, ::-1].strides, "| একই memory:", np.shares_memory(rain, rain[:, ::-1]))
