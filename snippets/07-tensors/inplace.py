# পর্ব ০৭ · অংশ ৫ — `_`-ওয়ালা operation, version counter, আর autograd কেন আটকায়
import numpy as np
import torch

mm = torch.tensor([12.0, 0.0, 35.0, 8.0])
print("শুরুতে _version      :", mm._version)
out = mm.add(1)                                  # নতুন tensor; mm অক্ষত
print("mm.add(1) পরে        :", mm._version, "| mm", mm.tolist())
mm.add_(1)                                       # একই ঘরে লেখা
print("mm.add_(1) পরে       :", mm._version, "| mm", mm.tolist())
mm *= 2                                          # += আর *=-ও in-place
print("mm *= 2 পরে          :", mm._version)
mm[0] = 0.0                                      # ঘরে সরাসরি লেখাও in-place
print("mm[0] = 0 পরে        :", mm._version)

# view আর তার base একই counter ভাগ করে
part = mm[1:3]
part.mul_(10)
print("view-এ mul_ পরে, mm-এর version:", mm._version, "| mm", mm.tolist())

# গুনতি বাড়ে প্রতিটি লেখায়, সাধারণত এক; কিছু লেখা ভেতরে একাধিক ধাপ, তাই একাধিক
grid = torch.zeros(3, 4)
grid[0] += 1                                     # view-এ add_, তারপর ঘরে আবার বসানো: দুই ধাপ
print("grid[0] += 1 পরে grid._version:", grid._version)

# NumPy দিয়ে লিখলে PyTorch টেরই পায় না: counter বাড়ে না, backward চুপচাপ নতুন মান নেয়
arr = np.array([1.0, 2.0, 3.0])
x = torch.from_numpy(arr)                        # arr-এর memory-ই
w3 = torch.ones(3, dtype=torch.float64, requires_grad=True)
prod = (w3 * x).sum()                            # mul রেখে দেয় x, যাতে w3.grad = x
arr[:] = 100.0
prod.backward()
print("arr[:] = 100 পরে x._version:", x._version, "| w3.grad", w3.grad.tolist(), "(হওয়ার কথা [1.0, 2.0, 3.0])")

# autograd: exp নিজের output রেখে দেয়; সেটি বদলালে backward থামে
w = torch.tensor([0.1, 0.2], requires_grad=True)
y = w.exp()
print("exp-এর পরে y._version:", y._version)
y.add_(1)
print("add_ পরে y._version  :", y._version)
try:
    y.sum().backward()
except RuntimeError as err:
    print("backward ->", type(err).__name__ + ":", err)

# একই কাজ নতুন tensor দিয়ে: রাখা মান অক্ষত, backward চলে
w = torch.tensor([0.1, 0.2], requires_grad=True)
y = w.exp() + 1
y.sum().backward()
print("y = w.exp() + 1 হলে w.grad হুবহু exp(w)?", torch.equal(w.grad, w.detach().exp()))

# gradient চাওয়া leaf-এ সরাসরি in-place নিষেধ, কোনো graph না থাকলেও
fresh = torch.tensor([0.1, 0.2], requires_grad=True)   # এখনো কোনো operation-এ ব্যবহার হয়নি
try:
    fresh.add_(1)
except RuntimeError as err:
    print("fresh.add_(1) ->", type(err).__name__ + ":", err)
with torch.no_grad():
    fresh.add_(1)
print("no_grad-এ fresh.add_(1): is_leaf", fresh.is_leaf, "| grad_fn", fresh.grad_fn, "| _version", fresh._version)
