# পর্ব ০৮ · অংশ ৬ — finite difference কেন float64 চায়: দূরত্বের derivative, বারোটি ধাপে, দুই dtype-এ
import torch
from line_plot import line_plot_svg


def distance(d0, d1):
    return torch.sqrt(d0 * d0 + d1 * d1)


exact = 1.2 / 2.0                                    # d = (1.2, 1.6), r = 2: ∂r/∂d₀ = d₀ / r
steps = [10.0 ** -k for k in range(1, 13)]           # ধাপ ε: 1e-01 … 1e-12
errors = {}
for dtype in (torch.float64, torch.float32):
    d0, d1 = torch.tensor(1.2, dtype=dtype), torch.tensor(1.6, dtype=dtype)
    row = []
    for e in steps:
        h = torch.tensor(e, dtype=dtype)
        guess = (distance(d0 + h, d1) - distance(d0 - h, d1)) / (2 * h)   # পুরো হিসাব এই dtype-এ
        row.append(abs(guess.item() - exact))
    errors[str(dtype).split(".")[1]] = row

print(f"ঠিক মান ∂r/∂d₀ = {exact}")
print("   ধাপ ε   float64-এর ভুল   float32-এর ভুল")
for e, a, b in zip(steps, errors["float64"], errors["float32"], strict=True):
    print(f"{e:8.0e}  {a:15.2e}  {b:15.2e}")
for name, row in errors.items():
    best = min(range(len(steps)), key=row.__getitem__)
    print(f"{name}: সবচেয়ে কম ভুল {row[best]:.2e}, ধাপ ε = {steps[best]:.0e}")

with open("fd_error.svg", "w", encoding="utf-8") as f:
    f.write(line_plot_svg(
        [("float64", steps, errors["float64"]), ("float32", steps, errors["float32"])],
        title="দূরত্বের derivative: central difference-এর ভুল বনাম ধাপ ε",
        desc="d = (১.২, ১.৬)-এ ∂r/∂d₀-এর আন্দাজ। ε ছোট হলে প্রথমে ভুল কমে, তারপর rounding-এর ভুলে বাড়ে; "
             "float32-এর তলা অনেক বড় ε-তে আর অনেক ওপরে।",
        xlabel="ধাপ ε", ylabel="ভুল |আন্দাজ − ঠিক|", logx=True, logy=True))
