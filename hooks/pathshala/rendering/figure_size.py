"""A figure's text stays readable on a phone: the narrowest width at which a figure may be drawn.

A figure scales with the column: a plot 640 units wide whose tick labels are 12 units tall, drawn
380 px wide on a phone, shows them at 7 px. Every figure a page inlines gets, on its root element, a
``min-width`` at which its smallest text is ``READABLE_PX`` CSS pixels; below that width the figure's
box scrolls sideways (pathshala.css, ``.ps-figure``) instead of drawing the text smaller. It is
computed from the figure itself when the page is rendered, so no snippet or fence option can switch
it off, and the recording stays the file the run wrote.
"""

from __future__ import annotations

import math
import re

from defusedxml.ElementTree import fromstring

READABLE_PX = 11  # issue 38: no text in a figure under about 11 CSS px at a phone's width
_NUMBER = re.compile(r"^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$")
_STYLE_SIZE = re.compile(r"(?:^|;)\s*font-size\s*:\s*([^;]+)")
_TEXT = {"text", "tspan"}


def _size(value: str | None) -> float | None:
    """A font size in user units (a number, or px); None for what this cannot resolve (em, %)."""
    found = _NUMBER.match(value) if value else None
    return float(found.group(1)) if found else None


def _own_size(el) -> float | None:
    styled = _STYLE_SIZE.search(el.get("style") or "")
    return _size(styled.group(1)) if styled else _size(el.get("font-size"))


def smallest_text(svg: str) -> float | None:
    """The smallest font size, in user units, of any text the figure draws (None: no sized text)."""
    root = fromstring(svg, forbid_dtd=True)
    smallest = None
    todo = [(root, _own_size(root))]
    while todo:  # no recursion: the sanitizer allows 64 levels
        el, size = todo.pop()
        tag = el.tag.rsplit("}", 1)[-1]
        if tag in _TEXT and size is not None and (el.text or "").strip():
            smallest = size if smallest is None else min(smallest, size)
        todo += [(child, _own_size(child) or size) for child in el]
    return smallest


def _width(root_tag: str) -> float | None:
    box = re.search(r'\sviewBox="([^"]*)"', root_tag)
    parts = box.group(1).replace(",", " ").split() if box else []
    if len(parts) == 4:
        return _size(parts[2])
    return _size((re.search(r'\swidth="([^"]*)"', root_tag) or [None, None])[1])


def min_width(svg: str) -> int | None:
    """The CSS width below which the figure's smallest text would be drawn under READABLE_PX."""
    root_tag = svg[: svg.index(">") + 1] if ">" in svg else ""
    width, smallest = _width(root_tag), smallest_text(svg)
    if not width or not smallest:
        return None
    return math.ceil(width * READABLE_PX / smallest)


def readable(svg: str) -> str:
    """The figure (re-serialised by ``walls.svg``) with its ``min-width`` on the root element."""
    needed = min_width(svg)
    if needed is None:
        return svg
    end = svg.index(">")
    root_tag = svg[:end]
    if ' style="' in root_tag:
        root_tag = root_tag.replace(' style="', f' style="min-width:{needed}px;', 1)
    else:
        root_tag += f' style="min-width:{needed}px"'
    return root_tag + svg[end:]
