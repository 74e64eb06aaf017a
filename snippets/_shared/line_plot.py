"""Line plots from a run's own numbers, as deterministic inline SVG: the one plotting helper of every lesson.

``line_plot_svg([("float64", eps, err64), ("float32", eps, err32)], title=…, desc=…,
xlabel=…, ylabel=…, logx=True, logy=True)`` returns the SVG text;
``write_line_plot(path, series, digits=…, **options)`` writes it to the file the fence
declares (``figures="fd_error.svg"``), so the plot and the numbers the snippet prints
come from one run.

A series is ``(label, xs, ys)`` or ``(label, xs, ys, style)``; style is
``"line+markers"`` (the default), ``"line"`` (a smooth curve of many points) or
``"markers"`` (data points, no line). Marker values are kept as ``data-x``/``data-y``
with six significant digits, so a figure does not change with the last bits a CPU
rounds. The description ends with each series' lowest point (``lowest=False`` leaves
it out, for a plot whose lowest point says nothing, such as data points).

Why not matplotlib: its SVG is deterministic only with a fixed hash salt and
metadata, it embeds text as paths or names fonts itself, and colours are fixed
at draw time; ours is a few hundred lines that draw text in the page's font
(Bengali tick labels such as ১০⁻⁸ with Bengali digits), take colours from
Material's scheme variables (light and dark), and format every coordinate one
fixed way. The rules of ``svg_draw.py`` hold: ids from the content, a ``viewBox``
that shrinks to fit (``max-width: 100%``), ``<title>``, ``<desc>``, ``role="img"``.

Lives in ``snippets/_shared/`` (one copy for every lesson, contributing/authoring.md);
it merges lessons ০১/০২'s ``plot.py`` and ০৩/০৮'s ``line_plot.py``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from svg_draw import BLUE, FG, FG_LIGHT, GREEN, PURPLE, RED, bn_digits, document, esc, fmt, text_el, text_width

Series = tuple  # (label, xs, ys) or (label, xs, ys, style)

_COLORS = (BLUE, RED, GREEN, PURPLE)
_DASHES = ("", "7 4", "2 3", "9 3 2 3")
_MARKERS = ("circle", "square", "triangle", "diamond")
_STYLES = ("line+markers", "line", "markers")
_SUPER = str.maketrans("0123456789-", "০১২৩৪৫৬৭৮৯−")

WIDTH = 640.0
PLOT_H = 300.0
LEFT, RIGHT, TOP = 78.0, 30.0, 22.0


def _nice_step(span: float, target: int = 6) -> float:
    raw = span / max(target, 1)
    # ± 1e-9 here and below: a quotient or logarithm that is whole in exact arithmetic may come out a hair
    # to either side under another rounding (make check-portable runs every direction); the ticks must not move
    mag = 10 ** math.floor(math.log10(raw) + 1e-9)
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag * (1 + 1e-9):
            return m * mag
    return 10 * mag


class _Axis:
    """Data to pixels along one axis, and its ticks."""

    def __init__(self, values: list[float], log: bool, lo_px: float, hi_px: float, most: int):
        self.log = log
        self.lo_px, self.hi_px = lo_px, hi_px
        if log:
            exps = [math.log10(v) for v in values]
            self.lo, self.hi = math.floor(min(exps) + 1e-9), math.ceil(max(exps) - 1e-9)
            if self.lo == self.hi:
                self.lo, self.hi = self.lo - 1, self.hi + 1
            step = max(1, math.ceil((self.hi - self.lo) / most))
            self.hi = self.lo + step * math.ceil((self.hi - self.lo) / step)  # a tick at each end
            self.ticks = [float(e) for e in range(self.lo, self.hi + 1) if (e - self.lo) % step == 0]
            self.step = float(step)
        else:
            lo, hi = min(values), max(values)
            if lo == hi:
                lo, hi = lo - 1, hi + 1
            self.step = _nice_step(hi - lo, min(most, 6))
            self.lo = math.floor(lo / self.step + 1e-9) * self.step
            self.hi = math.ceil(hi / self.step - 1e-9) * self.step
            n = round((self.hi - self.lo) / self.step)
            self.ticks = [self.lo + i * self.step for i in range(n + 1)]

    def px(self, value: float) -> float:
        v = math.log10(value) if self.log else value
        return self.lo_px + (v - self.lo) / (self.hi - self.lo) * (self.hi_px - self.lo_px)

    def tick_px(self, tick: float) -> float:
        return self.lo_px + (tick - self.lo) / (self.hi - self.lo) * (self.hi_px - self.lo_px)

    def label(self, tick: float) -> tuple[str, str]:
        """(base, superscript): ``("১০", "−৮")`` on a log axis, ``("০.৫", "")`` on a linear one."""
        if self.log:
            return "১০", str(int(tick)).translate(_SUPER)
        decimals = max(0, -math.floor(math.log10(self.step) + 1e-9)) if self.step < 1 else 0
        if abs(self.step * 10 ** decimals - round(self.step * 10 ** decimals)) > 1e-9:
            decimals += 1
        text = f"{tick:.{decimals}f}"
        return bn_digits("0" if text.strip("-0.") == "" else text), ""


def _valid(x: float, y: float, logx: bool, logy: bool) -> bool:
    ok = math.isfinite(x) and math.isfinite(y)
    return ok and (not logx or x > 0) and (not logy or y > 0)


def _marker(shape: str, x: float, y: float, color: str, data: str) -> str:
    style = f'style="fill:{color};stroke:none"'
    if shape == "circle":
        return f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="3.6" {data} {style}/>'
    if shape == "square":
        return f'<rect x="{fmt(x - 3.3)}" y="{fmt(y - 3.3)}" width="6.6" height="6.6" {data} {style}/>'
    if shape == "triangle":
        d = f"M{fmt(x)},{fmt(y - 4.4)} L{fmt(x + 4.2)},{fmt(y + 3)} L{fmt(x - 4.2)},{fmt(y + 3)} z"
    else:
        d = f"M{fmt(x)},{fmt(y - 4.6)} L{fmt(x + 4.2)},{fmt(y)} L{fmt(x)},{fmt(y + 4.6)} L{fmt(x - 4.2)},{fmt(y)} z"
    return f'<path d="{d}" {data} {style}/>'


def _sci(v: float) -> str:
    """A number for the description, in Bengali digits: ``৩.০৫ × ১০^−১১`` or ``০.২৪``."""
    if v != 0 and (abs(v) < 1e-3 or abs(v) >= 1e4):
        mant, exp = f"{v:.2e}".split("e")
        mant = mant.rstrip("0").rstrip(".")
        return bn_digits(f"{mant} × 10^{int(exp)}")
    return bn_digits(f"{v:.3g}")


def _series(raw: tuple) -> tuple[str, list[float], list[float], str]:
    if len(raw) not in (3, 4):
        raise ValueError(f"a series is (label, xs, ys) or (label, xs, ys, style), not {len(raw)} items")
    label, xs, ys = raw[0], [float(v) for v in raw[1]], [float(v) for v in raw[2]]
    style = raw[3] if len(raw) == 4 else "line+markers"
    if style not in _STYLES:
        raise ValueError(f"series {label!r}: style {style!r} is not one of {', '.join(_STYLES)}")
    if len(xs) != len(ys):
        raise ValueError(f"series {label!r}: {len(xs)} x values but {len(ys)} y values")
    return label, xs, ys, style


def line_plot_svg(
    series: Sequence[Series], *, title: str, desc: str, xlabel: str, ylabel: str,
    logx: bool = False, logy: bool = False, lowest: bool = True,
) -> str:
    """A plot of each series with axes, grid and a legend; ``lowest``: the description names each lowest point.

    Points that cannot be drawn (not finite, or not positive on a log axis)
    are left out and break the line there.
    """
    if not series:
        raise ValueError("line_plot_svg needs at least one series")
    clean = []
    for raw in series:
        label, xs, ys, style = _series(raw)
        points, runs, run = [], [], []
        for x, y in zip(xs, ys, strict=True):
            if _valid(x, y, logx, logy):
                points.append((x, y))
                run.append((x, y))
            elif run:
                runs.append(run)
                run = []
        if run:
            runs.append(run)
        clean.append((label, points, runs, style))
    every = [p for _, pts, _, _ in clean for p in pts]
    if not every:
        raise ValueError("line_plot_svg: no series has a point it can draw")

    legend_h = 24.0
    height = TOP + PLOT_H + 62 + legend_h
    x0, x1 = LEFT, WIDTH - RIGHT
    y_top, y_bottom = TOP, TOP + PLOT_H
    xa = _Axis([p[0] for p in every], logx, x0, x1, most=12)
    ya = _Axis([p[1] for p in every], logy, y_bottom, y_top, most=7)

    body = [f'<rect x="{fmt(x0)}" y="{fmt(y_top)}" width="{fmt(x1 - x0)}" height="{fmt(PLOT_H)}" '
            f'style="fill:none;stroke:{FG_LIGHT};stroke-width:1"/>']
    grid = f'style="fill:none;stroke:{FG};stroke-opacity:0.12;stroke-width:1"'
    for t in xa.ticks:
        px = xa.tick_px(t)
        body.append(f'<path d="M{fmt(px)},{fmt(y_top)} V{fmt(y_bottom)}" {grid}/>')
        body.append(f'<path d="M{fmt(px)},{fmt(y_bottom)} v5" style="stroke:{FG_LIGHT};stroke-width:1"/>')
        body.append(_tick_label(px, y_bottom + 21, xa.label(t), "middle"))
    for t in ya.ticks:
        py = ya.tick_px(t)
        body.append(f'<path d="M{fmt(x0)},{fmt(py)} H{fmt(x1)}" {grid}/>')
        body.append(f'<path d="M{fmt(x0)},{fmt(py)} h-5" style="stroke:{FG_LIGHT};stroke-width:1"/>')
        body.append(_tick_label(x0 - 9, py + 4.5, ya.label(t), "end"))
    body.append(text_el((x0 + x1) / 2, y_bottom + 46, xlabel, size=13.5, anchor="middle"))
    ly, lx = (y_top + y_bottom) / 2, 18.0
    turn = f' transform="rotate(-90 {fmt(lx)} {fmt(ly)})"'
    body.append(text_el(lx, ly, ylabel, size=13.5, anchor="middle", extra=turn))

    for k, (label, _, runs, style) in enumerate(clean):
        color, dash, shape = _COLORS[k % 4], _DASHES[k % 4], _MARKERS[k % 4]
        dash_style = f";stroke-dasharray:{dash}" if dash else ""
        body.append(f'<g class="ps-plot-series" data-series="{esc(label)}">')
        if style != "markers":
            for run in runs:
                pts = " ".join(f"{fmt(xa.px(x))},{fmt(ya.px(y))}" for x, y in run)
                body.append(
                    f'<polyline points="{pts}" style="fill:none;stroke:{color};stroke-width:2;'
                    f'stroke-linejoin:round{dash_style}"/>'
                )
        if style != "line":
            for run in runs:
                for x, y in run:
                    data = f'data-x="{x:.6g}" data-y="{y:.6g}"'
                    body.append(_marker(shape, xa.px(x), ya.px(y), color, data))
        body.append("</g>")

    # Legend, centred under the axis label.
    items = [(k, label, style, 44 + text_width(label, 12.5)) for k, (label, _, _, style) in enumerate(clean)]
    total = sum(w for *_, w in items) + 18 * (len(items) - 1)
    # whole pixels: a centre such as 359.375 is a tie at two decimals, which each rounding direction breaks its way
    lx = math.floor((x0 + x1) / 2 - total / 2 + 1e-6)
    legend_y = y_bottom + 62 + legend_h / 2 - 2
    for k, label, style, w in items:
        color, dash, shape = _COLORS[k % 4], _DASHES[k % 4], _MARKERS[k % 4]
        dash_style = f";stroke-dasharray:{dash}" if dash else ""
        if style != "markers":
            key_style = f"fill:none;stroke:{color};stroke-width:2{dash_style}"
            body.append(f'<path d="M{fmt(lx)},{fmt(legend_y)} h30" style="{key_style}"/>')
        if style != "line":
            body.append(_marker(shape, lx + 15, legend_y, color, 'class="ps-plot-key"'))
        body.append(text_el(lx + 38, legend_y + 4.5, label, size=12.5))
        lx = math.floor(lx + w + 18 + 1e-6)
    if lowest:
        summary = [f"{label}: সবচেয়ে ছোট মান {_sci(low[1])}, x = {_sci(low[0])}-এ"
                   for label, pts, _, _ in clean if pts for low in [min(pts, key=lambda p: p[1])]]
        desc = desc.rstrip() + (" " + "; ".join(summary) + "।" if summary else "")
    return document(WIDTH, height, body, title=title, desc=desc, kind="plot")


def _tick_label(x: float, y: float, parts: tuple[str, str], anchor: str) -> str:
    base, sup = parts
    style = f'style="fill:{FG};font-family:var(--md-text-font-family, sans-serif)"'
    if not sup:
        return f'<text x="{fmt(x)}" y="{fmt(y)}" text-anchor="{anchor}" font-size="12" {style}>{esc(base)}</text>'
    return (
        f'<text x="{fmt(x)}" y="{fmt(y)}" text-anchor="{anchor}" font-size="12.5" {style}>{esc(base)}'
        f'<tspan dy="-6" font-size="10.5">{esc(sup)}</tspan></text>'
    )


def write_line_plot(path: str, series: Sequence[Series], digits: int | None = None, **options) -> None:
    """``line_plot_svg`` written to ``path`` (the file the fence declares in ``figures=``).

    ``digits``: each y rounded to that many decimals first, so the plot shows what the run's table prints.
    """
    if digits is not None:
        series = [(s[0], s[1], [round(float(y), digits) for y in s[2]], *s[3:]) for s in series]
    with open(path, "w", encoding="utf-8") as f:
        f.write(line_plot_svg(series, **options))
