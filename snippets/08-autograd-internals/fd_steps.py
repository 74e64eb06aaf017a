# পর্ব ০৮ · অংশ ৬ — finite difference কেন float64 চায়: দূরত্বের derivative, বারোটি ধাপে, দুই dtype-এ
import math

import torch
from line_plot import line_plot_svg


def distance(d0, d1):
    return torch.sqrt(d0 * d0 + d1 * d1)


exact = 1.2 / 2.0                                    # d = (1.2, 1.6), r = 2: ∂r/∂d₀ = d₀ / r
third = 3 * 1.2 * 1.6**2 / 2.0**5                    # |∂³r/∂d₀³| = 0.288: সূত্রের নিজের ভুল ≈ third/6 · ε²
steps = [1e-01, 1e-02, 1e-03, 1e-04, 1e-05, 1e-06,   # ধাপ ε (লেখা সংখ্যা: হিসাব করা 10.0 ** -k-এর
         1e-07, 1e-08, 1e-09, 1e-10, 1e-11, 1e-12]   # শেষ bit-ও rounding-এর খেলা)


def ceiling(x):
    """x-এর ওপরের দিকে এক অঙ্কে: 4.9e-04 → 5e-04 (সীমা তাতে একটুও কমে না)"""
    power = 10.0 ** math.floor(math.log10(x))
    return math.ceil(x / power * (1 - 1e-9)) * power


def cell(error, e, dtype):
    """সূত্রের ভুল rounding-এর চেয়ে হাজার গুণ বড় হলে মাপা ভুল; নইলে শুধু সীমা, কারণ অঙ্কগুলো rounding-এর খেলা"""
    truncation = third / 6 * e * e
    rounding = 10 * torch.finfo(dtype).eps / e       # প্রায় সমান দুটি সংখ্যার বিয়োগ, ভাগ ε দিয়ে
    if truncation > 1000 * rounding:
        return f"{error:.2e}"
    limit = ceiling(truncation + rounding)
    return f"< {limit:.0e}" if error < limit else f"{error:.2e} সীমার ওপরে!"


bounds, rows = {}, {}
for dtype in (torch.float64, torch.float32):
    name = str(dtype).split(".")[1]
    d0, d1 = torch.tensor(1.2, dtype=dtype), torch.tensor(1.6, dtype=dtype)
    rows[name], bounds[name] = [], []
    for e in steps:
        h = torch.tensor(e, dtype=dtype)
        guess = (distance(d0 + h, d1) - distance(d0 - h, d1)) / (2 * h)   # পুরো হিসাব এই dtype-এ
        rows[name].append(cell(abs(guess.item() - exact), e, dtype))
        bounds[name].append(third / 6 * e * e + 10 * torch.finfo(dtype).eps / e)

print(f"ঠিক মান ∂r/∂d₀ = {exact}")
print("   ধাপ ε   float64-এর ভুল   float32-এর ভুল")
for e, a, b in zip(steps, rows["float64"], rows["float32"], strict=True):
    print(f"{e:8.0e}  {a:>15}  {b:>15}")
for name, row in bounds.items():
    best = min(range(len(steps)), key=row.__getitem__)
    print(f"{name}: ভুলের সীমা সবচেয়ে নিচে ধাপ ε = {steps[best]:.0e}-এ, {ceiling(row[best]):.0e}")

with open("fd_error.svg", "w", encoding="utf-8") as f:
    f.write(line_plot_svg(
        [("float64", steps, bounds["float64"]), ("float32", steps, bounds["float32"])],
        title="দূরত্বের derivative: central difference-এর ভুলের সীমা বনাম ধাপ ε",
        desc="d = (১.২, ১.৬)-এ ∂r/∂d₀-এর আন্দাজের ভুল এই সীমার নিচে থাকে: সূত্রের ভুল (ε²-এর সমানুপাতে) "
             "আর rounding-এর ভুল (১/ε-এর সমানুপাতে)-এর যোগফল। ε ছোট হলে প্রথমে সীমা নামে, তারপর rounding-এ ওঠে; "
             "float32-এর তলা অনেক বড় ε-তে আর অনেক ওপরে।",
        xlabel="ধাপ ε", ylabel="ভুলের সীমা", logx=True, logy=True))
