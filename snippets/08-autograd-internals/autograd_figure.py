"""Figures drawn from real objects: the autograd graph behind a tensor, as inline SVG.

A snippet calls ``autograd_svg(y, {"w": w, "x": x, "z": z, "y": y}, title=…, desc=…)``
and writes the string to a file its fence declares (``figures="graph.svg"``).
The picture is read from the objects themselves: the tensors' values, shapes
and ``requires_grad``; the ``grad_fn`` nodes reached through ``next_functions``
with their class names and every ``_saved_*`` attribute (a value freed by
``backward()`` shows as "মুক্ত"); ``AccumulateGrad`` for the leaves.

Why our own layout and not torchviz: torchviz hands the graph to Graphviz's
``dot``, a system binary (from Debian, outside the pinned venv); dot's layout
and its SVG (coordinates, ids, comments naming the version) change between
Graphviz versions, so a figure would not be byte-identical across machines and
would drift with an OS upgrade; and dot measures text with its own fonts, sets
colours and fonts as fixed attributes, so Bengali labels, the self-hosted font
and Material's light and dark schemes are out of our hands. The graphs a lesson
draws are small (a few tensors, a few nodes), so two columns and a fixed
routing rule are enough, and every byte is ours.

Output rules, shared with ``line_plot.py`` (``svg_draw.py``): no ``id()`` or randomness in the text
(element ids are derived from the figure's own content), numbers formatted
one fixed way, traversal in ``next_functions`` order; a ``viewBox``, its
width as the natural width and ``max-width: 100%; height: auto`` (Material's
``<figure>`` is ``width: fit-content``, so ``width="100%"`` would collapse to
the 300 px default; this way the figure is drawn 1:1 on a wide page and
shrinks on a phone, never with a fixed height); colours from Material's CSS custom
properties (the code-highlight colours are tuned for both schemes) with
fallbacks; text in the page's font; ``<title>``, ``<desc>``, ``role="img"``
and ``aria-labelledby``. The SVG passes the site's SVG checks (``hooks/pathshala/svg.py``).
"""


from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from svg_draw import _UID, BLUE, FG, FG_LIGHT, FREED, RED, arrow_marker, document, esc, fmt, text_el, text_width

if TYPE_CHECKING:  # torch is imported by the snippet that calls us; this module stays light
    import torch


# ---------------------------------------------------------------------------
# Values, compactly


def number(v: Any) -> str:
    """One number, the same way every time: at most 4 decimals, no trailing zeros."""
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, int):
        return str(v)
    v = float(v)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    if v != 0 and (abs(v) >= 1e5 or abs(v) < 5e-5):
        mant, exp = f"{v:.3e}".split("e")
        mant = mant.rstrip("0").rstrip(".")
        return f"{mant}e{int(exp)}"
    s = f"{v:.4f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def tensor_values(t: torch.Tensor, limit: int = 6) -> str:
    """``[0.5, -1]``, ``0.1192``, ``[[1, 2], [3, 4]]``; long tensors cut with ``…``."""
    import torch

    t = t.detach()
    if t.is_complex() or t.layout != torch.strided or t.device.type == "meta":
        return f"<{t.dtype} {t.layout}>"
    if t.dim() == 0:
        return number(t.item())
    if t.numel() <= limit and t.dim() <= 2:
        return _nested(t.tolist())
    flat = [number(v) for v in t.reshape(-1)[:limit - 2].tolist()]
    tail = [number(v) for v in t.reshape(-1)[-1:].tolist()]
    return "[" + ", ".join([*flat, "…", *tail]) + "]"


def _nested(values: Any) -> str:
    if isinstance(values, list):
        return "[" + ", ".join(_nested(v) for v in values) + "]"
    return number(values)


def shape_text(t: torch.Tensor) -> str:
    dims = tuple(t.shape)
    return "(" + ", ".join(str(d) for d in dims) + ("," if len(dims) == 1 else "") + ")"


def _cut(text: str, limit: int = 44) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ---------------------------------------------------------------------------
# The autograd graph


@dataclass
class _Row:
    tensor: Any = None  # the forward tensor shown on the left (None: a node with no named tensor)
    name: str = ""
    ghost: bool = False  # a node's output that the snippet kept no name for
    node: Any = None  # the grad_fn node shown on the right
    tensor_lines: list[tuple[str, str]] = field(default_factory=list)  # (style, text)
    node_lines: list[tuple[str, str]] = field(default_factory=list)
    top: float = 0.0
    height: float = 0.0


@dataclass
class _Edge:
    column: str  # "left" (forward, tensor -> tensor) or "right" (backward, node -> node)
    src: int
    dst: int
    lane: int = -1  # -1: a straight vertical segment between the two boxes


def _same_tensor(a: Any, b: Any) -> bool:
    """The same tensor object, or a tensor over the very same memory (how a saved output comes back)."""
    if a is b:
        return True
    try:
        return (
            a.numel() > 0
            and a.data_ptr() == b.data_ptr()
            and a.shape == b.shape
            and a.stride() == b.stride()
            and a.dtype == b.dtype
        )
    except (AttributeError, RuntimeError, TypeError):
        return False


def _children(node: Any) -> list[Any]:
    out: list[Any] = []
    for child, _ in node.next_functions:
        if child is not None and not any(child is c for c in out):
            out.append(child)
    return out


def _is_accumulate(node: Any) -> bool:
    return type(node).__name__ == "AccumulateGrad"


def _saved_attributes(node: Any) -> list[str]:
    return sorted(a for a in dir(node) if a.startswith("_saved_"))


def _saved_value(node: Any, attr: str, names: list[tuple[str, Any]]) -> tuple[str, Any]:
    """The text of one saved value and the tensor it is (if it is a tensor)."""
    import torch

    try:
        value = getattr(node, attr)
    except RuntimeError:
        return FREED, None
    if value is None:
        return "None", None
    if isinstance(value, torch.Tensor):
        text = tensor_values(value)
        for name, t in names:
            if _same_tensor(value, t):
                return f"{text} (= {name})", value
        return text, value
    if isinstance(value, (tuple, list)):
        parts = [
            tensor_values(v) if isinstance(v, torch.Tensor) else (number(v) if isinstance(v, (int, float)) else str(v))
            for v in value
        ]
        inner = ", ".join(parts) + ("," if len(parts) == 1 and isinstance(value, tuple) else "")
        return ("(" + inner + ")") if isinstance(value, tuple) else ("[" + inner + "]"), None
    if isinstance(value, (int, float)):
        return number(value), None
    return repr(value), None


def _post_order(root: Any) -> list[Any]:
    """Every node reachable from ``root``, each after all of its inputs (forward order)."""
    order: list[Any] = []
    seen: list[Any] = []
    stack: list[tuple[Any, list[Any]]] = [(root, _children(root))]
    seen.append(root)
    while stack:
        node, todo = stack[-1]
        if todo:
            child = todo.pop(0)
            if not any(child is s for s in seen):
                seen.append(child)
                stack.append((child, _children(child)))
            continue
        stack.pop()
        order.append(node)
    return order


def _index_of(items: Sequence[Any], obj: Any) -> int:
    for i, item in enumerate(items):
        if item is obj:
            return i
    return -1


def autograd_svg(output: torch.Tensor, tensors: dict[str, torch.Tensor], title: str, desc: str) -> str:
    """The real autograd graph behind ``output`` as a deterministic SVG.

    ``tensors`` names the forward tensors to show, in forward order (left
    column, top to bottom). The right column holds the ``grad_fn`` nodes
    reached from ``output.grad_fn`` through ``next_functions``; the backward
    pass runs through them from bottom to top. Blue arrows: which tensor was
    computed from which (an input that needs no gradient is linked only if a
    node saved it). Red arrows: ``next_functions``, the way backward goes.
    Dashed: a tensor and its ``grad_fn`` (a leaf and its ``AccumulateGrad``).
    """
    import torch

    if not isinstance(output, torch.Tensor):
        raise TypeError(f"autograd_svg needs the output tensor, not {type(output).__name__}")
    names = list(tensors.items())
    if not any(t is output for _, t in names):
        names.append(("output", output))
    for name, t in names:
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"tensors[{name!r}] is a {type(t).__name__}, not a tensor")

    nodes = _post_order(output.grad_fn) if output.grad_fn is not None else []
    owner: list[int] = []  # for each node: index into names of the tensor it belongs to, or -1
    for node in nodes:
        if _is_accumulate(node):
            found = next((i for i, (_, t) in enumerate(names) if _same_tensor(node.variable, t)), -1)
        else:
            found = next((i for i, (_, t) in enumerate(names) if t.grad_fn is node), -1)
        owner.append(found)

    rows: list[_Row] = []
    node_row: dict[int, int] = {}  # node index -> row

    def emit_node(k: int, name_index: int) -> None:
        node = nodes[k]
        if name_index >= 0:
            name, t = names[name_index]
            rows.append(_Row(tensor=t, name=name, node=node))
        elif _is_accumulate(node):
            rows.append(_Row(tensor=node.variable, name="(নাম নেই)", node=node))
        else:
            rows.append(_Row(name="(নাম নেই)", ghost=True, node=node))
        node_row[k] = len(rows) - 1

    def emit_unnamed_ancestors(k: int) -> None:
        for child in _children(nodes[k]):
            c = _index_of(nodes, child)
            if c in node_row or owner[c] >= 0:
                continue
            emit_unnamed_ancestors(c)
            if c not in node_row:
                emit_node(c, -1)

    tensor_row: dict[int, int] = {}
    for i, (name, t) in enumerate(names):
        k = next((k for k, o in enumerate(owner) if o == i and k not in node_row), -1)
        if k >= 0:
            emit_unnamed_ancestors(k)
            emit_node(k, i)
        else:
            rows.append(_Row(tensor=t, name=name))
        tensor_row[i] = len(rows) - 1
    for k in range(len(nodes)):
        if k not in node_row:
            emit_node(k, -1)

    # Forward edges (tensor -> tensor) and backward edges (node -> node).
    edges: list[_Edge] = []
    for k, node in enumerate(nodes):
        dst = node_row[k]
        inputs: list[int] = []
        if not _is_accumulate(node):
            inputs = [node_row[_index_of(nodes, c)] for c in _children(node)]
            for attr in _saved_attributes(node):
                try:
                    value = getattr(node, attr)
                except RuntimeError:
                    continue
                if not isinstance(value, torch.Tensor):
                    continue
                i = next((i for i, (_, t) in enumerate(names) if _same_tensor(value, t)), -1)
                if i >= 0 and tensor_row[i] != dst and tensor_row[i] not in inputs:
                    inputs.append(tensor_row[i])
        edges += [_Edge("left", src, dst) for src in inputs]
        edges += [_Edge("right", dst, node_row[_index_of(nodes, c)]) for c in _children(node)]

    # Box contents.
    for row in rows:
        if row.ghost:
            row.tensor_lines = [("name", row.name), ("small", "এই tensor-এর কোনো নাম রাখা হয়নি")]
        else:
            t = row.tensor
            row.tensor_lines = [("name", row.name), ("value", _cut(tensor_values(t)))]
            row.tensor_lines.append(("small", f"আকার {shape_text(t)} · requires_grad={t.requires_grad}"))
            if t.is_leaf or t.retains_grad:
                grad = t.grad
                if grad is not None:
                    row.tensor_lines.append(("value", _cut(f"grad = {tensor_values(grad)}")))
        if row.node is not None:
            node = row.node
            row.node_lines = [("node", type(node).__name__)]
            if _is_accumulate(node):
                row.node_lines.append(("value", f"variable = {row.name}"))
            else:
                attrs = _saved_attributes(node)
                for attr in attrs:
                    text, _ = _saved_value(node, attr, names)
                    row.node_lines.append(("saved" if text != FREED else "freed", _cut(f"{attr} = {text}", 52)))
                if not attrs:
                    row.node_lines.append(("small", "কিছুই রেখে দেয়নি"))

    return _draw(rows, edges, title, _describe(desc, rows, nodes, node_row))


def _describe(desc: str, rows: list[_Row], nodes: list[Any], node_row: dict[int, int]) -> str:
    """The caller's description plus what the figure shows, in words (for screen readers)."""
    parts = []
    for k in reversed(range(len(nodes))):
        row = rows[node_row[k]]
        label = type(nodes[k]).__name__
        if _is_accumulate(nodes[k]):
            label += f" ({row.name})"
        parts.append(label)
    tensors = ", ".join(r.name for r in rows if not r.ghost)
    summary = f" বাঁ দিকে tensor: {tensors}।"
    if parts:
        summary += " ডান দিকে backward-এর ক্রমে node: " + " → ".join(parts) + "।"
    return desc.rstrip() + summary


_STYLE = {  # style -> (font size, monospace, bold, colour)
    "name": (15.0, False, True, FG),
    "node": (14.0, True, True, FG),
    "value": (13.5, True, False, FG),
    "saved": (13.0, True, False, FG),
    "freed": (13.0, True, False, RED),
    "small": (12.5, False, False, FG_LIGHT),
}
_LINE_H = {"name": 21.0, "node": 21.0, "value": 19.0, "saved": 19.0, "freed": 19.0, "small": 19.0}
_PAD_X, _PAD_Y = 10.0, 8.0
_ROW_GAP = 34.0
_LANE = 11.0
_GAP = 96.0  # between the columns: the dashed links and their labels
_MARGIN = 14.0


def _box_size(lines: list[tuple[str, str]], tag: str = "") -> tuple[float, float]:
    widths = [text_width(t, _STYLE[s][0], _STYLE[s][1], _STYLE[s][2]) for s, t in lines]
    if tag:
        widths[0] += 14 + text_width(tag, 11, mono=True)
    return max(widths) + 2 * _PAD_X, sum(_LINE_H[s] for s, _ in lines) + 2 * _PAD_Y - 4


def _assign_lanes(edges: list[_Edge], occupied: list[bool]) -> int:
    """Straight when nothing sits between the two boxes; otherwise a lane beside the column."""
    lanes: list[list[tuple[int, int]]] = []
    routed = []
    for e in edges:
        lo, hi = sorted((e.src, e.dst))
        if not any(occupied[r] for r in range(lo + 1, hi)):
            e.lane = -1
        else:
            routed.append(e)
    routed.sort(key=lambda e: (abs(e.dst - e.src), min(e.src, e.dst), e.src, e.dst))
    for e in routed:
        lo, hi = sorted((e.src, e.dst))
        for i, spans in enumerate(lanes):
            if all(hi <= a or lo >= b for a, b in spans):
                spans.append((lo, hi))
                e.lane = i
                break
        else:
            lanes.append([(lo, hi)])
            e.lane = len(lanes) - 1
    return len(lanes)


def _draw(rows: list[_Row], edges: list[_Edge], title: str, desc: str) -> str:
    left_sizes = [_box_size(r.tensor_lines, "" if r.ghost else _leaf_tag(r)) for r in rows]
    right_sizes = [_box_size(r.node_lines) if r.node_lines else (0.0, 0.0) for r in rows]
    heading_left = "tensor · forward (ওপর থেকে নিচে)"
    heading_right = "grad_fn node · backward (নিচ থেকে ওপরে)"
    wl = max([text_width(heading_left, 13, bold=True), *(w for w, _ in left_sizes)])
    wr = max([text_width(heading_right, 13, bold=True), *(w for w, _ in right_sizes)])
    left_sizes = [(wl, h) for _, h in left_sizes]  # one width a column: the boxes line up
    right_sizes = [(wr if h else 0.0, h) for _, h in right_sizes]

    fwd = [e for e in edges if e.column == "left"]
    bwd = [e for e in edges if e.column == "right"]
    n_left = _assign_lanes(fwd, [True] * len(rows))
    n_right = _assign_lanes(bwd, [r.node is not None for r in rows])
    lanes_left = n_left * _LANE + (8 if n_left else 0)
    lanes_right = n_right * _LANE + (8 if n_right else 0)

    xl = _MARGIN + lanes_left
    xr = xl + wl + _GAP
    width = xr + wr + lanes_right + _MARGIN

    y = _MARGIN + 26.0  # below the headings
    for row, (_, hl), (_, hr) in zip(rows, left_sizes, right_sizes, strict=True):
        row.height = max(hl, hr)
        row.top = y
        y += row.height + _ROW_GAP
    legend_y = y - _ROW_GAP + 30.0
    legend = [
        ("fwd", "forward: কোন tensor থেকে কোনটি হিসাব হলো"),
        ("bwd", "backward: next_functions ধরে gradient যায়"),
        ("link", "tensor আর তার grad_fn (leaf হলে AccumulateGrad)"),
    ]
    legend_w = 44 + max(text_width(t, 13) for _, t in legend)
    width = max(width, _MARGIN * 2 + legend_w)
    height = legend_y + len(legend) * 21.0 + _MARGIN - 6

    def box(x: float, w: float, h: float, row: _Row) -> tuple[float, float]:
        return x, row.top + (row.height - h) / 2

    body: list[str] = []
    body.append(text_el(xl, _MARGIN + 13, heading_left, size=13, bold=True, color=BLUE))
    body.append(text_el(xr, _MARGIN + 13, heading_right, size=13, bold=True, color=RED))

    # Dashed links between a tensor and its node (under the boxes).
    for i, row in enumerate(rows):
        if row.node is None:
            continue
        mid = row.top + row.height / 2
        x1, x2 = xl + left_sizes[i][0], xr
        label = "variable" if _is_accumulate(row.node) else "grad_fn"
        body.append(
            f'<path d="M{fmt(x1)},{fmt(mid)} H{fmt(x2)}" style="fill:none;stroke:{FG_LIGHT};stroke-width:1.3;'
            f'stroke-dasharray:5 4"/>'
        )
        body.append(text_el((x1 + x2) / 2, mid - 5, label, size=11.5, mono=True, anchor="middle", color=FG_LIGHT))

    # Boxes.
    for i, row in enumerate(rows):
        w, h = left_sizes[i]
        x, top = box(xl, w, h, row)
        body.append(f'<g class="ps-ag-tensor" data-name="{esc(row.name)}">')
        dash = ";stroke-dasharray:4 3" if row.ghost else ""
        body.append(
            f'<rect x="{fmt(x)}" y="{fmt(top)}" width="{fmt(w)}" height="{fmt(h)}" rx="6" '
            f'style="fill:{BLUE};fill-opacity:0.07;stroke:{BLUE};stroke-width:1.4{dash}"/>'
        )
        body += _lines(x, top, w, row.tensor_lines, tag="" if row.ghost else _leaf_tag(row))
        body.append("</g>")
        if row.node is not None:
            w, h = right_sizes[i]
            x, top = box(xr, w, h, row)
            body.append(f'<g class="ps-ag-node" data-node="{esc(type(row.node).__name__)}">')
            body.append(
                f'<rect x="{fmt(x)}" y="{fmt(top)}" width="{fmt(w)}" height="{fmt(h)}" rx="6" '
                f'style="fill:{RED};fill-opacity:0.07;stroke:{RED};stroke-width:1.4"/>'
            )
            body += _lines(x, top, w, row.node_lines)
            body.append("</g>")

    # Arrows.
    body += _arrows(fwd, rows, xl, left_sizes, xl - 8, -_LANE, BLUE, "fwd")
    body += _arrows(bwd, rows, xr, right_sizes, xr + wr + 8, _LANE, RED, "bwd")

    # Legend.
    for j, (kind, label) in enumerate(legend):
        ly = legend_y + j * 21.0
        x = _MARGIN
        if kind == "link":
            body.append(
                f'<path d="M{fmt(x)},{fmt(ly)} H{fmt(x + 32)}" style="fill:none;stroke:{FG_LIGHT};'
                f'stroke-width:1.3;stroke-dasharray:5 4"/>'
            )
        else:
            color = BLUE if kind == "fwd" else RED
            body.append(
                f'<path d="M{fmt(x)},{fmt(ly)} H{fmt(x + 30)}" marker-end="url(#{_UID}-{kind})" '
                f'style="fill:none;stroke:{color};stroke-width:1.6"/>'
            )
        body.append(text_el(x + 42, ly + 4.5, label, size=13))

    defs = [arrow_marker("fwd", BLUE), arrow_marker("bwd", RED)]
    return document(width, height, body, title=title, desc=desc, kind="autograd", defs=defs)


def _leaf_tag(row: _Row) -> str:
    return "leaf" if row.tensor.is_leaf else "non-leaf"


def _lines(x: float, top: float, w: float, lines: list[tuple[str, str]], tag: str = "") -> list[str]:
    out = []
    y = top + _PAD_Y - 2
    for n, (style, text) in enumerate(lines):
        size, mono, bold, color = _STYLE[style]
        y += _LINE_H[style]
        out.append(text_el(x + _PAD_X, y - 5, text, size=size, mono=mono, bold=bold, color=color))
        if n == 0 and tag:
            out.append(text_el(x + w - _PAD_X, y - 5, tag, size=11, mono=True, anchor="end", color=FG_LIGHT))
    return out


def _arrows(
    edges: list[_Edge], rows: list[_Row], x0: float, sizes: list[tuple[float, float]],
    lane0: float, lane_step: float, color: str, marker: str,
) -> list[str]:
    """Straight arrows between boxes with nothing between them; the others in lanes beside the column."""
    out = []
    side_slots: dict[int, list[_Edge]] = {}
    for e in edges:
        if e.lane >= 0:
            side_slots.setdefault(e.src, []).append(e)
            side_slots.setdefault(e.dst, []).append(e)

    def box_of(r: int) -> tuple[float, float, float, float]:
        w, h = sizes[r]
        top = rows[r].top + (rows[r].height - h) / 2
        return x0, top, w, h

    def slot_y(r: int, e: _Edge) -> float:
        _, top, _, h = box_of(r)
        mates = sorted(side_slots[r], key=lambda m: (m.lane, m.src, m.dst))
        n = len(mates)
        step = min(9.0, (h - 12) / max(n - 1, 1)) if n > 1 else 0.0
        return top + h / 2 + (mates.index(e) - (n - 1) / 2) * step

    for e in edges:
        sx, stop, sw, sh = box_of(e.src)
        dx, dtop, dw, dh = box_of(e.dst)
        style = f'style="fill:none;stroke:{color};stroke-width:1.6"'
        end = f'marker-end="url(#{_UID}-{marker})"'
        if e.lane < 0:
            cx = x0 + min(sw, dw) / 2
            if e.src < e.dst:
                d = f"M{fmt(cx)},{fmt(stop + sh)} V{fmt(dtop - 1)}"
            else:
                d = f"M{fmt(cx)},{fmt(stop)} V{fmt(dtop + dh + 1)}"
        else:
            y1, y2 = slot_y(e.src, e), slot_y(e.dst, e)
            lx = lane0 + e.lane * lane_step
            if lane_step < 0:  # lanes left of the column: leave and enter on the left side
                d = f"M{fmt(sx)},{fmt(y1)} H{fmt(lx)} V{fmt(y2)} H{fmt(dx - 1)}"
            else:
                d = f"M{fmt(sx + sw)},{fmt(y1)} H{fmt(lx)} V{fmt(y2)} H{fmt(dx + dw + 1)}"
        out.append(f'<path class="ps-ag-{marker}" d="{d}" {end} {style}/>')
    return out
