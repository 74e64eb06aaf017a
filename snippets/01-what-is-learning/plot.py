"""The figures of lesson ০১, drawn with the shared ``line_plot.py`` (``snippets/_shared/``).

Kept here so the snippets a reader reads hold only the lesson's own code: each function draws one
figure of the page from the run's own numbers and writes it to the file its fence declares.
"""

from __future__ import annotations

from collections.abc import Sequence

from line_plot import line_plot_svg
from svg_draw import bn_digits


def save_bowl(ws: Sequence[float], losses: Sequence[float], best_w: float, path: str = "bowl.svg") -> None:
    """Section ৩: the loss at each tried w, a bowl with its bottom near ``best_w``."""
    svg = line_plot_svg(
        [("৩১টি চেষ্টা", ws, losses)],
        title="w-এর প্রতিটি মানে loss",
        desc="w ১ থেকে ৪ পর্যন্ত, ০.১ করে বাড়িয়ে। রেখাটি একটি বাটির মতো: দুই দিকে উঁচু, "
        f"তলা w = {bn_digits(f'{best_w:.1f}')}-এর কাছে।",
        xlabel="w (প্রতি ডিগ্রিতে ডাব)",
        ylabel="loss",
        lowest=False,
    )
    with open(path, "w", encoding="utf-8") as f:
        f.write(svg)


def save_descent(steps: Sequence[tuple[float, float]], loss, path: str = "descent.svg") -> None:
    """Section ৪: the bowl of ``loss`` from w = 1.3 to 3.5, and each step's (w, loss) as a marker."""
    curve_w = [1.3 + k / 100 for k in range(221)]
    svg = line_plot_svg(
        [("loss", curve_w, [loss(v) for v in curve_w], "line"),
         ("ধাপগুলো", [p[0] for p in steps], [p[1] for p in steps], "markers")],
        title="ঢাল ধরে বাটির তলায় নামা",
        desc="w = ১.৫ থেকে শুরু। প্রতিটি বিন্দু একটি ধাপ; তলার কাছে ঢাল কমে, তাই ধাপও ছোট হয়।",
        xlabel="w (প্রতি ডিগ্রিতে ডাব)",
        ylabel="loss",
        lowest=False,
    )
    with open(path, "w", encoding="utf-8") as f:
        f.write(svg)
