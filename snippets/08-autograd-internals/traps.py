# পর্ব ০৮ · ৭ — পাঁচটি চেনা ফাঁদ, প্রতিটির আসল বার্তা আর সমাধান
# চলমান উদাহরণ: w = (0.5, -1), লেনদেন x = (2, 3)
import contextlib
import warnings

import torch

x = torch.tensor([2.0, 3.0])


def fresh_w():
    return torch.tensor([0.5, -1.0], requires_grad=True)


def first_sentence(err):
    # বার্তার প্রথম বাক্যটুকুই; বাকিটা (পরামর্শ) version ভেদে বদলায়
    text = str(err).split("\n")[0]
    return text.split(". ")[0].rstrip(".") + "."


def trap(number, action):
    try:
        action()
        print(f"{number}) কোনো error নেই!")
    except (RuntimeError, TypeError) as err:
        print(f"{number}) {type(err).__name__}: {first_sentence(err)}")


# ১) backward-এর জন্য রাখা মান in-place বদলানো
def saved_value_edited():
    w = fresh_w()
    y = torch.sigmoid(w * x)     # sigmoid নিজের output রেখে দেয়
    y.mul_(2)                    # সেই output-ই বদলে গেল, version 0 -> 1
    y.sum().backward()


trap(1, saved_value_edited)

# কোন operation দোষী? anomaly mode forward-এর সেই লাইনটি দেখিয়ে দেয়
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    # error-টি আগেই দেখেছি, এবার শুধু anomaly mode-এর সতর্কবার্তা চাই
    with torch.autograd.detect_anomaly(), contextlib.suppress(RuntimeError):
        saved_value_edited()
for warning in caught:
    lines = str(warning.message).splitlines()
    if lines[0].startswith("Error detected"):
        code = [ln.strip() for ln in lines[1:] if ln.strip() and not ln.strip().startswith(("File", "("))]
        culprit = code[-1].split("#")[0].strip()
        print("   anomaly mode:", lines[0].split(" Traceback")[0], "| forward-এর লাইন:", culprit)

w = fresh_w()
(torch.sigmoid(w * x) * 2).sum().backward()   # নতুন tensor: রাখা মান অক্ষত
right = w.grad.clone()
print("   সমাধান y = y * 2, w.grad =", right)

# ২) requires_grad leaf-এ in-place আপডেট
w = fresh_w()
torch.sigmoid((w * x).sum()).backward()


def leaf_edited():
    global w
    w -= 0.1 * w.grad            # SGD-র মতো আপডেট, কিন্তু graph চালু অবস্থায়


trap(2, leaf_edited)
with torch.no_grad():
    w -= 0.1 * w.grad
print("   সমাধান no_grad-এ আপডেট:", w, "| is_leaf", w.is_leaf)

# ৩) .data দিয়ে বদলানো: version বাড়ে না, error-ও হয় না
w = fresh_w()
y = torch.sigmoid(w * x)
y.data.mul_(2)                   # একই memory, কিন্তু version counter জানল না
print("3) .data.mul_-এর পরে y-এর version:", y._version)
y.sum().backward()
print("   .data-র পরে w.grad =", w.grad, "<- কোনো error নেই, কিন্তু ভুল")
print("   সঠিক (y * 2)       =", right)
w = fresh_w()
y = torch.sigmoid(w * x)
y.detach().mul_(2)               # detach-ও একই memory, কিন্তু version counter ভাগ করে
try:
    y.sum().backward()
    outcome = "কোনো error নেই"
except RuntimeError as err:
    outcome = f"{type(err).__name__} (version {y._version})"
print("   একই কাজ detach().mul_ দিয়ে:", outcome)

# ৪) requires_grad tensor থেকে সরাসরি NumPy
w = fresh_w()
trap(4, lambda: w.numpy())
print("   সমাধান w.detach().numpy():", w.detach().numpy())

# ৫) পূর্ণসংখ্যার tensor-এ requires_grad
trap(5, lambda: torch.tensor([2, 0, 5], requires_grad=True))
print("   সমাধান float dtype:", torch.tensor([2.0, 0.0, 5.0], requires_grad=True))
