"""A classifier's decision regions on the town map, as deterministic inline SVG.

``boundary_svg(score, where, labels, title=…, desc=…)`` asks the model for its
verdict at every point of a 0.1 km grid over the map (``score`` takes an
``(m, 2)`` array of positions in km and returns logits: one per point for two
classes, ``(m, k)`` for k classes), shades each class's region, draws the
two-class boundary (logit 0) as a line by marching squares, and puts the
orders on top, one marker shape per class. The regions and the numbers a
snippet prints come from one run of one model.

Same rules as ``svg_draw.py``: ids from the content, one fixed number
format, colours from Material's scheme variables, ``<title>`` and ``<desc>``.
Shading is one rectangle per run of equal cells in a grid row, over a
background of the first class's colour, so a figure stays a few tens of KB.
"""

from __future__ import annotations

import numpy as np
from svg_draw import FG, FG_LIGHT, GREEN, PURPLE, RED, bn_digits, document, fmt, text_el, text_width

MAP_EAST, MAP_NORTH = 12.0, 10.0
SHOP = (5.0, 4.5)
KM = 45.0                      # pixels per km
STEP = 0.1                     # grid spacing in km
LEFT, TOP = 62.0, 14.0
PLOT_W, PLOT_H = MAP_EAST * KM, MAP_NORTH * KM

# class 0 = late (red), class 1 = on time (green); with three classes 0, 1, 2 = on time, a bit late, very late
_TWO = ((RED, "cross", "দেরি"), (GREEN, "circle", "সময়মতো"))
_THREE = ((GREEN, "circle", "৩০ মিনিটের মধ্যে"), (PURPLE, "triangle", "৩০–৪৫ মিনিট"),
          (RED, "cross", "৪৫ মিনিটের বেশি"))


def _px(east: float, north: float) -> tuple[float, float]:
    return LEFT + east * KM, TOP + (MAP_NORTH - north) * KM


def _marker(shape: str, x: float, y: float) -> str:
    """One marker without colour: the group around it gives the colour (fewer bytes per point)."""
    if shape == "circle":
        return f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="3.4"/>'
    if shape == "triangle":
        return f"M{fmt(x)},{fmt(y - 4.2)} l4,7.1 h-8 z"
    return f"M{fmt(x - 3.2)},{fmt(y - 3.2)} l6.4,6.4 m-6.4,0 l6.4,-6.4"


def _markers(shape: str, color: str, points: list[tuple[float, float]], cls: str) -> str:
    """All markers of one class: circles in one group, triangles and crosses as one path."""
    if not points:
        return ""
    if shape == "circle":
        inner = "".join(_marker(shape, x, y) for x, y in points)
        return f'<g class="{cls}" style="fill:{color};stroke:none">{inner}</g>'
    d = " ".join(_marker(shape, x, y) for x, y in points)
    if shape == "triangle":
        return f'<path class="{cls}" d="{d}" style="fill:{color};stroke:none"/>'
    return f'<path class="{cls}" d="{d}" style="fill:none;stroke:{color};stroke-width:1.8"/>'


def _verdicts(score) -> tuple[np.ndarray, np.ndarray | None]:
    """The class at each grid cell's centre (rows from north to south), and the logits for two classes."""
    east = (np.arange(round(MAP_EAST / STEP)) + 0.5) * STEP
    north = MAP_NORTH - (np.arange(round(MAP_NORTH / STEP)) + 0.5) * STEP
    grid = np.array([(e, n) for n in north for e in east])
    z = np.asarray(score(grid))
    if z.ndim == 1:
        z = z.reshape(len(north), len(east))
        return (z > 0).astype(int), z
    return z.argmax(axis=1).reshape(len(north), len(east)), None


def _shading(classes: np.ndarray, styles) -> list[str]:
    cell = STEP * KM
    out = [f'<rect x="{fmt(LEFT)}" y="{fmt(TOP)}" width="{fmt(PLOT_W)}" height="{fmt(PLOT_H)}" '
           f'style="fill:{styles[0][0]};fill-opacity:0.13;stroke:none"/>']
    runs: dict[int, list[str]] = {}
    for r, row in enumerate(classes):
        c = 0
        while c < len(row):
            k = int(row[c])
            end = c
            while end < len(row) and row[end] == k:
                end += 1
            if k != 0:
                runs.setdefault(k, []).append(
                    f'<rect x="{fmt(LEFT + c * cell)}" y="{fmt(TOP + r * cell)}" '
                    f'width="{fmt((end - c) * cell)}" height="{fmt(cell)}"/>')
            c = end
    for k in sorted(runs):
        out.append(f'<g style="fill:{styles[k][0]};fill-opacity:0.16;stroke:none">{"".join(runs[k])}</g>')
    return out


def _contour(z: np.ndarray) -> str:
    """Marching squares at level 0 over the cell centres: one path of short segments."""
    cell = STEP * KM
    x0, y0 = LEFT + cell / 2, TOP + cell / 2

    def point(r1, c1, r2, c2):
        a, b = z[r1, c1], z[r2, c2]
        t = a / (a - b)
        return x0 + (c1 + t * (c2 - c1)) * cell, y0 + (r1 + t * (r2 - r1)) * cell

    parts = []
    rows, cols = z.shape
    for r in range(rows - 1):
        for c in range(cols - 1):
            corners = [(r, c), (r, c + 1), (r + 1, c + 1), (r + 1, c)]
            edges = []
            for i in range(4):
                (r1, c1), (r2, c2) = corners[i], corners[(i + 1) % 4]
                if (z[r1, c1] > 0) != (z[r2, c2] > 0):
                    edges.append(point(r1, c1, r2, c2))
            if len(edges) == 4 and (z[r:r + 2, c:c + 2].mean() > 0) != (z[r, c] > 0):
                edges = [edges[0], edges[3], edges[1], edges[2]]   # a saddle: pair the other way
            for i in range(0, len(edges) - 1, 2):
                (xa, ya), (xb, yb) = edges[i], edges[i + 1]
                parts.append(f"M{fmt(xa)},{fmt(ya)} L{fmt(xb)},{fmt(yb)}")
    if not parts:
        return ""
    return f'<path d="{" ".join(parts)}" style="fill:none;stroke:{FG};stroke-width:2"/>'


def boundary_svg(score, where, labels, *, title: str, desc: str) -> str:
    """The map: shaded regions of the model's verdict, its boundary, the orders, the shop, axes, legend."""
    classes, z = _verdicts(score)
    labels = np.asarray(labels).astype(int).ravel()
    styles = _TWO if classes.max() <= 1 and labels.max() <= 1 else _THREE
    body = _shading(classes, styles)
    if z is not None:
        body.append(_contour(z))
    body.append(f'<rect x="{fmt(LEFT)}" y="{fmt(TOP)}" width="{fmt(PLOT_W)}" height="{fmt(PLOT_H)}" '
                f'style="fill:none;stroke:{FG_LIGHT};stroke-width:1"/>')
    for km in range(0, int(MAP_EAST) + 1, 2):
        x, y = _px(km, 0)
        body.append(f'<path d="M{fmt(x)},{fmt(y)} v5" style="stroke:{FG_LIGHT};stroke-width:1"/>')
        body.append(text_el(x, y + 19, bn_digits(str(km)), size=12, anchor="middle"))
    for km in range(0, int(MAP_NORTH) + 1, 2):
        x, y = _px(0, km)
        body.append(f'<path d="M{fmt(x)},{fmt(y)} h-5" style="stroke:{FG_LIGHT};stroke-width:1"/>')
        body.append(text_el(x - 9, y + 4.5, bn_digits(str(km)), size=12, anchor="end"))
    body.append(text_el(LEFT + PLOT_W / 2, TOP + PLOT_H + 42, "পূর্বে (কিমি)", size=13.5, anchor="middle"))
    ly = TOP + PLOT_H / 2
    body.append(text_el(20, ly, "উত্তরে (কিমি)", size=13.5, anchor="middle",
                        extra=f' transform="rotate(-90 20 {fmt(ly)})"'))
    for k, (color, shape, _) in enumerate(styles):
        points = [_px(float(e), float(n)) for (e, n), c in zip(np.asarray(where), labels, strict=True) if c == k]
        body.append(_markers(shape, color, points, f"ps-map-class-{k}"))
    sx, sy = _px(*SHOP)
    body.append(f'<rect x="{fmt(sx - 6)}" y="{fmt(sy - 6)}" width="12" height="12" '
                f'style="fill:{FG};stroke:none"/>')
    body.append(text_el(sx + 10, sy - 8, "দোকান", size=12.5, bold=True))

    legend_y = TOP + PLOT_H + 68
    items = [(k, 30 + text_width(name, 12.5)) for k, (_, _, name) in enumerate(styles)]
    if z is not None:
        items.append((-1, 40 + text_width("model-এর সীমা", 12.5)))
    total = sum(w for _, w in items) + 18 * (len(items) - 1)
    lx = LEFT + PLOT_W / 2 - total / 2
    for k, w in items:
        if k < 0:
            body.append(f'<path d="M{fmt(lx)},{fmt(legend_y)} h28" style="fill:none;stroke:{FG};stroke-width:2"/>')
            body.append(text_el(lx + 34, legend_y + 4.5, "model-এর সীমা", size=12.5))
        else:
            color, shape, name = styles[k]
            body.append(_markers(shape, color, [(lx + 8, legend_y)], "ps-map-key"))
            body.append(text_el(lx + 20, legend_y + 4.5, name, size=12.5))
        lx += w + 18
    width, height = LEFT + PLOT_W + 20, legend_y + 18
    return document(width, height, body, title=title, desc=desc, kind="map")
