# পর্ব ০৭ · অংশ ৪ — কোন operation view দেয় (একই storage) আর কোনটি কপি করে
import torch
from rain_data import RAIN_MM

rain = torch.tensor(RAIN_MM, dtype=torch.float32)      # (৪ জেলা, ৭ দিন)
base = rain.untyped_storage().data_ptr()


def same_storage(t):
    return t.untyped_storage().data_ptr() == base


results = [
    ("rain[1:3]  (slice)", rain[1:3]),
    ("rain[:, ::2]  (ধাপে slice)", rain[:, ::2]),
    ("rain.view(28)", rain.view(28)),
    ("rain.t()  (transpose)", rain.t()),
    ("rain[0].expand(3, 7)", rain[0].expand(3, 7)),
    ("rain.reshape(28)", rain.reshape(28)),
    ("rain.t().reshape(28)", rain.t().reshape(28)),
    ("rain.t().contiguous()", rain.t().contiguous()),
    ("rain[[0, 2]]  (index তালিকা)", rain[[0, 2]]),
    ("rain[rain > 40]  (mask)", rain[rain > 40]),
    ("rain.clone()", rain.clone()),
    ("rain.detach()", rain.detach()),
]
print(f"{'operation':32} একই storage?")
for name, t in results:
    print(f"{name:32} {same_storage(t)}")

# view-এ লিখলে মূল tensor-ও বদলায়
week_start = rain[:, 0]
week_start.zero_()
print("rain[:, 0] শূন্য করার পরে rain[:, 0]:", rain[:, 0].tolist())

# expand বনাম repeat: একই আকার, memory আলাদা
daily_mean = rain.mean(dim=0)                            # (7,)
expanded = daily_mean.expand(1000, 7)
repeated = daily_mean.repeat(1000, 1)
print("expand(1000, 7): stride", expanded.stride(), "| storage bytes", expanded.untyped_storage().nbytes())
print("repeat(1000, 1): stride", repeated.stride(), "| storage bytes", repeated.untyped_storage().nbytes())
print("দুটির মান এক?", torch.equal(expanded, repeated))
try:
    expanded.add_(1)                                     # হাজার সারি, কিন্তু ঘর মাত্র সাতটি
except RuntimeError as err:
    print("expand-এর ফলে add_ ->", type(err).__name__ + ":", str(err).split(": ")[1].split(".")[0] + ".")
# সব in-place operation এই পাহারা দেয় না: একটি সারিতে লেখা, বা fill_, চুপচাপ চলে
print("daily_mean[:3] আগে        :", daily_mean[:3].tolist())
expanded[0].add_(1)                                      # একটি সারি, তার সাতটি ঘর আলাদা: কোনো error নেই
print("expanded[0].add_(1) পরে   :", daily_mean[:3].tolist(), "| শেষ সারিও একই?",
      torch.equal(expanded[999], daily_mean))
expanded.fill_(0)
print("expanded.fill_(0) পরে     :", daily_mean[:3].tolist())

# clone বনাম detach, gradient-এর চোখে: ঢাকার সারিটি gradient চাওয়া একটি leaf
dhaka = torch.tensor(RAIN_MM[0], dtype=torch.float32, requires_grad=True)
c, d = dhaka.clone(), dhaka.detach()
print("dhaka.clone() : grad_fn", type(c.grad_fn).__name__, "| requires_grad", c.requires_grad,
      "| একই storage", c.data_ptr() == dhaka.data_ptr())
print("dhaka.detach(): grad_fn", d.grad_fn, "| requires_grad", d.requires_grad,
      "| একই storage", d.data_ptr() == dhaka.data_ptr())
