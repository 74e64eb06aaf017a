"""A lesson's prose as notebook Markdown: what a student reads between the code cells.

Jupyter renders plain Markdown, not the site's extensions, so the page's text
is carried over as a reader of the page would read it:

- claims (``[[graph_inside: 0.1192]]``) become their numbers in Bengali digits, as the page shows them;
- admonitions (``!!! remember "…"``, ``??? answer "…"``) become a bold title and their body, dedented;
- widgets become plain text: a quiz its question and options, an ordering question its
  items (in the page's shuffled order), a stepper every step; the answer stays on the
  page, linked (a predict exercise is left out, with a link: its answer is the point);
- links to other pages of the site point at their built pages.

The page's code cells split the prose; each heading starts a new Markdown cell.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..blocks import KINDS, Notebook, iter_blocks
from ..content.claims import plain as plain_claims
from ..model import PageModel

_ADMONITION = re.compile(r'^(?P<indent>[ \t]*)(?:!!!|\?\?\?\+?)\s+(?P<kind>[\w-]+)(?:\s+"(?P<title>[^"]*)")?\s*$')
_HEADING = re.compile(r"^#{1,6}\s")
_PAGE_LINK = re.compile(r"\]\((?P<page>[\w./-]+?)\.md(?P<anchor>#[^)\s]*)?\)")


@dataclass
class Piece:
    """Markdown for one cell (``code`` None), or the place of a code cell (the fence's opening line)."""

    line: int
    markdown: str = ""
    code: int | None = None


def pieces(page: PageModel, skip: int, code_lines: set[int], site_root: str | None,
           notebook: Notebook | None = None) -> list[Piece]:
    """The page after its front matter as Markdown pieces and code-cell places, in page order.

    ``site_root``: the site's root relative to the notebook's page (``../../``), for links; None for none.
    ``notebook``: the notebook being written (a widget's kind writes its Markdown with it).
    """
    lines = page.text.splitlines()
    outputs = page.outputs()  # claims show the run's number
    unchecked = page.unchecked()  # claims citing a run not made in this build say so
    blocks = {start: len(body) + 2 for start, _, _, body in iter_blocks(page.text)}
    widgets = {w.line: w for w in page.widgets}
    notebook = notebook or Notebook(page, None, page_link(page, site_root))
    out: list[Piece] = []
    current: list[str] = []
    start = skip + 1
    opened: list[int] = []  # body indents of the admonitions the line is in

    def flush(next_line: int) -> None:
        nonlocal current, start
        text = "\n".join(current).strip("\n")
        if text.strip():
            out.append(Piece(start, text))
        current, start = [], next_line

    i = skip
    while i < len(lines):
        number, line = i + 1, lines[i]
        if line.strip():
            while opened and not line.startswith(" " * opened[-1]):
                opened.pop()
        depth = opened[-1] if opened else 0
        text = line[depth:] if line.strip() else ""
        if number in blocks:
            length = blocks[number]
            if number in code_lines:
                flush(number + length)
                out.append(Piece(number, code=number))
            elif number in widgets:
                widget = widgets[number]
                current += KINDS[widget.kind].markdown(widget, notebook)
            else:  # an ordinary code block: as written, claims and all
                current += [raw[depth:] if raw.startswith(" " * depth) else raw.lstrip() for raw in
                            lines[i : i + length]]
            i += length
            continue
        i += 1
        if _HEADING.match(text):
            if text.startswith("# "):
                continue  # the page title: the notebook's first cell has it
            flush(number)
        m = _ADMONITION.match(line)
        if m:
            opened.append(len(m["indent"].expandtabs(4)) + 4)
            title = m["title"] if m["title"] is not None else m["kind"]
            if title:
                current += [f"**{title}**", ""]
            continue
        current.append(prose(text, site_root, outputs, unchecked))
    flush(len(lines) + 1)
    return out


def prose(text: str, site_root: str | None, outputs: dict[str, str] | None = None,
          unchecked: dict[str, str] | None = None) -> str:
    """One line of prose: claims as their numbers (the run's, ``claims.as_printed``; one citing a run in
    ``unchecked`` marked as not checked), links to the site's pages at their built place."""
    text = plain_claims(text, outputs, unchecked)
    if site_root is not None:
        text = _PAGE_LINK.sub(lambda m: f"]({site_root}{m['page']}/{m['anchor'] or ''})", text)
    return text


def page_link(page: PageModel, site_root: str | None) -> str | None:
    """The lesson page's URL from its notebook (``site_root``: the site's root from there), None for no link."""
    return f"{site_root}{page.page[:-3]}/" if site_root is not None else None
