"""SVG building blocks every lesson's figures share (line_plot.py, and a lesson's own figure modules).

The one copy, in ``snippets/_shared/`` (contributing/authoring.md): a snippet imports it as
any module (``from svg_draw import document``); a lesson's notebook carries it (a
``%%writefile`` cell) and runs with only torch and numpy installed; it imports
nothing from the site. Output rules: no ``id()`` or randomness in the text
(element ids hash the figure's content with its numbers taken out, so a value
that moved in its last digits on another CPU keeps its ids), numbers formatted
one fixed way; a ``viewBox`` with its natural width and ``max-width: 100%;
height: auto``; colours from Material's CSS custom properties with fallbacks
(light and dark scheme); text in the page's font; ``<title>``, ``<desc>``,
``role="img"`` and ``aria-labelledby``.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable

# The site compares outputs with numbers taken out the same way (hooks/pathshala/compare.py).
_NUMBER = re.compile(
    r"(?<![\w.])[-+]?(?:nan|inf|(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?)(?![\w])(?!\.\d)"
)
_BLANKS = re.compile(r"[ \t]+")
_ASCII = str.maketrans("০১২৩৪৫৬৭৮৯−", "0123456789-")


def _skeleton(text: str) -> list[str]:
    """The text around the numbers (line endings, digits and padding evened out): what an id hashes."""
    text = "\n".join(line.rstrip() for line in text.replace("\r\n", "\n").translate(_ASCII).split("\n"))
    pieces = _NUMBER.split(text)
    out = []
    for i, piece in enumerate(pieces):
        piece = _BLANKS.sub(" ", piece)
        if i > 0:
            piece = piece.lstrip(" \t")
        if i < len(pieces) - 1:
            piece = piece.rstrip(" \t")
        out.append(piece)
    return out


SVG_NS = "http://www.w3.org/2000/svg"
TEXT_FONT = "var(--md-text-font-family, sans-serif)"
CODE_FONT = "var(--md-code-font-family, monospace)"
FG = "var(--md-default-fg-color, currentColor)"
FG_LIGHT = "var(--md-default-fg-color--light, currentColor)"
# Material tunes its code-highlight colours for both the light and the slate scheme.
BLUE = "var(--md-code-hl-keyword-color, #3f6ec6)"
RED = "var(--md-code-hl-number-color, #d52a2a)"
GREEN = "var(--md-code-hl-string-color, #1c7d4d)"
PURPLE = "var(--md-code-hl-function-color, #a846b9)"
FREED = "মুক্ত"
_UID = "@@uid@@"
_BN = str.maketrans("0123456789-", "০১২৩৪৫৬৭৮৯−")


def esc(text: str) -> str:
    """Text or attribute value escaped for XML."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def bn_digits(text: str) -> str:
    """ASCII digits and hyphen-minus as Bengali digits and the minus sign."""
    return text.translate(_BN)


def fmt(v: float) -> str:
    """A coordinate: two decimals, no trailing zeros, never ``-0``."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def text_width(text: str, size: float, mono: bool = False, bold: bool = False) -> float:
    """A deliberately generous estimate of how wide ``text`` renders (no font metrics at hand)."""
    width = 0.0
    for ch in text:
        cat = unicodedata.category(ch)
        if cat == "Mn" or ch in "\u200c\u200d":
            continue
        if "\u0980" <= ch <= "\u09ff":
            width += 0.34 if cat == "Mc" else 0.68
        elif mono:
            width += 0.63
        elif ch in "ijl.,:;'|!()[] ":
            width += 0.3
        elif ch.isupper() or ch in "mwMW_=":
            width += 0.7
        else:
            width += 0.57
    return width * size * (1.07 if bold else 1.0)


def text_el(
    x: float, y: float, text: str, *, size: float, mono: bool = False, bold: bool = False,
    anchor: str = "start", color: str = FG, extra: str = "",
) -> str:
    weight = ";font-weight:700" if bold else ""
    family = CODE_FONT if mono else TEXT_FONT
    return (
        f'<text x="{fmt(x)}" y="{fmt(y)}" text-anchor="{anchor}" font-size="{fmt(size)}"{extra} '
        f'style="fill:{color};font-family:{family}{weight}">{esc(text)}</text>'
    )


def arrow_marker(name: str, color: str) -> str:
    return (
        f'<marker id="{_UID}-{name}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" '
        f'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" style="fill:{color}"/></marker>'
    )


def document(
    width: float, height: float, body: Iterable[str], *, title: str, desc: str, kind: str,
    defs: Iterable[str] = (),
) -> str:
    """The whole SVG: root with viewBox, <title>, <desc>, defs and body; ids from its own content.

    The ids hash the content with its numbers taken out (``_skeleton``): two
    different figures on a page get different ids, and a figure whose values moved
    in their last digits on another CPU keeps its ids (only its numbers differ).
    """
    head = [
        f'<svg xmlns="{SVG_NS}" class="ps-svg ps-{kind}" viewBox="0 0 {fmt(width)} {fmt(height)}" '
        f'width="{fmt(width)}" role="img" aria-labelledby="{_UID}-title {_UID}-desc" '
        f'style="max-width:100%;height:auto;font-family:{TEXT_FONT}">',
        f'<title id="{_UID}-title">{esc(title)}</title>',
        f'<desc id="{_UID}-desc">{esc(desc)}</desc>',
    ]
    defs = list(defs)
    if defs:
        head.append("<defs>" + "".join(defs) + "</defs>")
    text = "\n".join([*head, *body, "</svg>"]) + "\n"
    shape = "\x00".join(_skeleton(text))
    uid = f"ps-{kind}-" + hashlib.sha256(shape.encode("utf-8")).hexdigest()[:10]
    return text.replace(_UID, uid)


