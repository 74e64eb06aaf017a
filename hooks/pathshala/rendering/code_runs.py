"""Highlighted code travels as plain text plus a list of its token runs, not as one element per token.

Why: Pygments wraps every token of a code block in a ``<span>``, and a lesson's code was two thirds of
its page's elements (5,929 of 7,607 in lesson ০৫; one ``<code>`` had 1,000 children). Every element
costs the browser style, layout and memory at first render, on a phone most of all, and the count
grew with every code line a lesson added. Here each block's ``<code>`` keeps its text as one text node
(readable without JavaScript, found by the browser's in-page search, copied and printed as it is) and
says in ``data-ps-runs`` which stretch of that text is which token: ``"k:3 :1 nf:5 p:1"`` is a keyword
of 3 characters, 1 plain character, a function name of 5, a punctuation mark of 1. Lengths count UTF-16
code units, as JavaScript strings do. ``assets/js/code-colours.js`` colours a block when it comes near
the screen with the CSS Custom Highlight API: ranges over that text node, no element added, so the DOM
never grows and nothing a reader found or selected in the text is disturbed.

A block's ``<code>`` also gets ``tabindex="0"``: a block can scroll sideways on a narrow screen, and a
keyboard reader must be able to reach it (Material sets this itself only once it has measured a block;
it now measures a block only when the block is on screen, ``content.lazy``).

Runs only on content that has passed the sanitizer; a block whose ``<code>`` holds anything but text and
flat ``<span class="…">`` tokens is left as it is.
"""

from __future__ import annotations

import html
import re

# A highlighted block's code element, as the sanitizer writes it: pymdownx.highlight may put a file name
# before the <pre> and puts an empty span first inside it.
_BLOCK = re.compile(r'(<div class="[^"]*\bhighlight\b[^"]*">(?:<span class="filename">[^<]*</span>)?'
                    r'<pre\b[^>]*>(?:<span></span>)?)<code>(.*?)</code></pre>', re.S)
_PIECE = re.compile(r'<span class="([a-z][a-z0-9]{0,3})">([^<]*)</span>|([^<]+)')
ATTRIBUTE = "data-ps-runs"


def _units(escaped: str) -> int:
    """The length of an escaped piece of text as JavaScript counts it (UTF-16 code units)."""
    return len(html.unescape(escaped).encode("utf-16-le")) // 2


def runs_of(inner: str) -> tuple[str, str] | None:
    """(plain escaped text, runs) for a ``<code>``'s inner HTML of flat token spans, or None for anything else.

    Text without a single token (a run's output) gives empty runs."""
    text, runs, at = [], [], 0
    for piece in _PIECE.finditer(inner):
        if piece.start() != at:
            return None
        at = piece.end()
        cls, token, plain = piece.groups()
        body = token if plain is None else plain
        if not body:
            continue
        text.append(body)
        runs.append(f"{cls or ''}:{_units(body)}")
    if at != len(inner):
        return None
    if not any(not r.startswith(":") for r in runs):
        return "".join(text), ""  # plain text (a run's output): nothing to colour
    return "".join(text), " ".join(runs)


def page_html(content: str) -> str:
    """A page's content with each highlighted block's tokens as runs over plain text (see the module's doc)."""
    def block(m: re.Match) -> str:
        found = runs_of(m.group(2))
        if found is None:
            return m.group(0)
        text, runs = found
        colours = f' {ATTRIBUTE}="{runs}"' if runs else ""
        return f'{m.group(1)}<code tabindex="0"{colours}>{text}</code></pre>'

    return _BLOCK.sub(block, content)
