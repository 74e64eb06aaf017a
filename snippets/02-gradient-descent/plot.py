"""The figures of lesson ০২, drawn with the shared ``line_plot.py`` (``snippets/_shared/``).

Kept here so the snippets a reader reads hold only the lesson's own code: each function draws one
figure of the page from the run's own numbers and writes it to the file its fence declares.
"""

from __future__ import annotations

from collections.abc import Sequence

from line_plot import line_plot_svg


def _write(svg: str, path: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(svg)


def save_fit(km: Sequence[float], fare: Sequence[float], w: float, b: float, path: str = "fit.svg") -> None:
    """Section ৪: the 24 trips as points and the learned line ``w × km + b``."""
    line_km = [0.0, 6.0]
    _write(line_plot_svg(
        [("২৪টি যাত্রা", km, fare, "markers"),
         ("শেখা রেখা", line_km, [round(w * x + b, 4) for x in line_km], "line")],
        title="নুসরাতের রিকশা-ভাড়া আর gradient descent-এ শেখা রেখা",
        desc="প্রতিটি বিন্দু একটি যাত্রা: দূরত্ব আর ভাড়া। রেখাটি ১০০০ ধাপ gradient descent-এর পরের "
        "w আর b দিয়ে আঁকা: ভাড়া ≈ w × কিলোমিটার + b।",
        xlabel="দূরত্ব (কিলোমিটার)",
        ylabel="ভাড়া (টাকা)",
        lowest=False,
    ), path)


def save_lr(rates: dict[str, float], curves: dict[str, list[float]], path: str = "lr.svg") -> None:
    """Section ৫: loss per step for each learning rate, on a log axis; a loss above 1e5 is left off the plot
    (else the other two curves flatten at the bottom)."""
    _write(line_plot_svg(
        [(f"lr = {lr} ({'খুব ছোট' if lr < 0.01 else 'খুব বড়' if lr > 0.08 else 'ঠিকঠাক'})",
          list(range(len(curves[name]))),
          [float(f"{v:.6g}") if v < 1e5 else float("inf") for v in curves[name]], "line")
         for name, lr in rates.items()],
        title="তিনটি learning rate-এ loss, ধাপে ধাপে",
        desc="একই শুরু (w = ০, b = ০), একই data। খুব ছোট lr-এ loss ধীরে নামে, ঠিকঠাক lr-এ দ্রুত নেমে থিতু হয়, "
        "খুব বড় lr-এ প্রতিটি ধাপে বাড়তে থাকে, আর ১০⁵ পেরোলে ছবির ওপর দিয়ে বেরিয়ে যায়। loss-এর অক্ষ log মাপে।",
        xlabel="ধাপ",
        ylabel="loss (log মাপে)",
        logy=True,
        lowest=False,
    ), path)


def save_batch(curves: dict[str, list[float]], path: str = "batch.svg") -> None:
    """Section ৬: the loss after each epoch for each way of batching, on a log axis."""
    _write(line_plot_svg(
        [(name, list(range(len(losses))), [float(f"{v:.6g}") for v in losses], "line")
         for name, losses in curves.items()],
        title="একই ১০০ epoch-এ তিন রকম batch",
        desc="প্রতিটি epoch-এ ২৪টি যাত্রা একবার করে দেখা হয়। batch-এ epoch-প্রতি একটি ধাপ, mini-batch-এ চারটি, "
        "stochastic-এ চব্বিশটি। loss-এর অক্ষ log মাপে।",
        xlabel="epoch",
        ylabel="loss (log মাপে)",
        logy=True,
        lowest=False,
    ), path)
