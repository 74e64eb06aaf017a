# পর্ব ০৮ · ৪–৫ — finite difference-এর ভুল বনাম ধাপ ε: float64 আর float32-এ U-আকারের রেখা
# f(x) = sigmoid(x), x = 0.3; আসল derivative জানা: f'(x) = f(x) * (1 - f(x))
import numpy as np
from line_plot import line_plot_svg


def sigmoid(x):
    return 1 / (1 + np.exp(-x))   # input-এর dtype-এই হিসাব হয় (float32 দিলে float32)


x0 = 0.3
exact = sigmoid(np.float64(x0)) * (1 - sigmoid(np.float64(x0)))   # float64-এ আসল মান
eps = [10.0 ** -k for k in range(1, 13)]                            # 1e-1 … 1e-12

errors = {}
for dtype in (np.float64, np.float32):
    x, row = dtype(x0), []
    for e in eps:
        h = dtype(e)
        central = (sigmoid(x + h) - sigmoid(x - h)) / (2 * h)     # central difference, পুরোটা এই dtype-এ
        row.append(abs(float(central) - float(exact)))
    errors[dtype.__name__] = row

print(f"f'(0.3) exact = {exact:.10f}")
print(f"{'eps':>7}  {'float64 error':>13}  {'float32 error':>13}")
for e, a, b in zip(eps, errors["float64"], errors["float32"], strict=True):
    print(f"{e:7.0e}  {a:13.2e}  {b:13.2e}")
for name, row in errors.items():
    best = min(range(len(eps)), key=row.__getitem__)
    print(f"{name}: smallest error {row[best]:.2e} at eps = {eps[best]:.0e}")

svg = line_plot_svg(
    [("float64", eps, errors["float64"]), ("float32", eps, errors["float32"])],
    title="central difference-এর ভুল বনাম ধাপ ε",
    desc="sigmoid-এর derivative x = ০.৩-এ, central difference দিয়ে। ε ছোট হলে প্রথমে ভুল কমে, "
    "তারপর rounding-এর ভুলে আবার বাড়ে; float32-এ তলাটা অনেক আগে আর অনেক ওপরে।",
    xlabel="ধাপ ε",
    ylabel="ভুল |আন্দাজ − আসল|",
    logx=True,
    logy=True,
)
with open("fd_error.svg", "w", encoding="utf-8") as f:
    f.write(svg)
