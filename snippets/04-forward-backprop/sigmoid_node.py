# পর্ব ০৪ · ১ — যাচাই: sigmoid node-এ −0.78 gradient এল, তার output ছিল 0.61
import math

import torch
from hand_backprop import WEIGHTS, backward, forward

upstream, s = -0.78, 0.61
local = s * (1 - s)                      # sigmoid-এর local derivative
print(f"s(1-s) = {s} * {1 - s:.2f} = {local:.4f}")
print(f"sends back: {upstream} * {local:.4f} = {upstream * local:.4f}")

# একই কাজ autograd দিয়ে: এমন z নিই যাতে σ(z) = 0.61, তারপর −0.78 পাঠাই
z = torch.tensor(math.log(s / (1 - s)), dtype=torch.float64, requires_grad=True)
torch.sigmoid(z).backward(torch.tensor(upstream, dtype=torch.float64))
print(f"autograd: z.grad = {z.grad.item():.4f}")

# গোল না করা আসল সংখ্যা দিয়ে (২ নম্বর অংশের d_out আর out)
v = forward(WEIGHTS)
g = backward(WEIGHTS, v)
print(f"unrounded: d_out={g['out']:.4f}, out={v['out']:.4f} -> d_zo={g['zo']:.4f}")
