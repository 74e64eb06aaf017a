import torch
from flood_net import FloodNet

print("GPU আছে?          ", torch.cuda.is_available())
model = FloodNet(hidden=512)                         # CPU-তে ১ MiB-এর বেশি weight
print("CPU-তে weight, byte:", sum(p.untyped_storage().nbytes() for p in model.parameters()))
print("memory_allocated    :", torch.cuda.memory_allocated())
print("max_memory_allocated:", torch.cuda.max_memory_allocated())
print("memory_reserved     :", torch.cuda.memory_reserved())
print("CUDA চালু হয়েছে?    ", torch.cuda.is_initialized())
