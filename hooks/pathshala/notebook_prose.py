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

from .claims import plain as plain_claims
from .fences import iter_blocks
from .model import PageModel
from .text import to_bengali_digits
from .widget_html import shuffled
from .widgets import Widget

_ADMONITION = re.compile(r'^(?P<indent>[ \t]*)(?:!!!|\?\?\?\+?)\s+(?P<kind>[\w-]+)(?:\s+"(?P<title>[^"]*)")?\s*$')
_HEADING = re.compile(r"^#{1,6}\s")
_PAGE_LINK = re.compile(r"\]\((?P<page>[\w./-]+?)\.md(?P<anchor>#[^)\s]*)?\)")


@dataclass
class Piece:
    """Markdown for one cell (``code`` None), or the place of a code cell (the fence's opening line)."""

    line: int
    markdown: str = ""
    code: int | None = None


def pieces(page: PageModel, skip: int, code_lines: set[int], site_root: str | None) -> list[Piece]:
    """The page after its front matter as Markdown pieces and code-cell places, in page order.

    ``site_root``: the site's root relative to the notebook's page (``../../``), for links; None for none.
    """
    lines = page.text.splitlines()
    blocks = {start: len(body) + 2 for start, _, _, body in iter_blocks(page.text)}
    widgets = {w.line: w for w in page.widgets}
    link = f"{site_root}{page.page[:-3]}/" if site_root is not None else None
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
                current += widget_markdown(widgets[number], link)
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
        current.append(prose(text, site_root))
    flush(len(lines) + 1)
    return out


def prose(text: str, site_root: str | None) -> str:
    """One line of prose: claims as their numbers, links to the site's pages at their built place."""
    text = plain_claims(text)
    if site_root is not None:
        text = _PAGE_LINK.sub(lambda m: f"]({site_root}{m['page']}/{m['anchor'] or ''})", text)
    return text


def _one_line(text: object) -> str:
    return plain_claims(" ".join(str(text).split()))


def widget_markdown(widget: Widget, link: str | None) -> list[str]:
    """A widget as plain Markdown lines (see the module's docstring)."""
    data, lesson = widget.data, widget.page[:-3]
    on_page = (lambda anchor, words: f"*{words}: [পাতায় দেখুন]({link}{anchor})।*") if link else (
        lambda anchor, words: f"*{words}: পাতায় দেখুন।*")
    if widget.exercise is not None:
        from . import exercise

        return exercise.markdown(widget.exercise, link)
    if widget.kind == "quiz":
        options = [f"- {_one_line(o['text'])}" for o in data["options"]]
        return ["", f"**প্রশ্ন:** {_one_line(data['question'])}", "", *options, "",
                on_page(f"#quiz-{lesson}-{data['id']}", "উত্তর যাচাই আর প্রতিটি বিকল্পের কারণ"), ""]
    if widget.kind == "order":
        items = [str(x) for x in data["items"]]
        listed = [f"- {_one_line(items[i])}" for i in shuffled(items, f"{lesson}-{data['id']}")]
        return ["", f"**সাজান:** {_one_line(data['question'])}", "", *listed, "",
                on_page(f"#quiz-{lesson}-{data['id']}", "সঠিক ক্রম"), ""]
    if widget.kind == "stepper":
        out = ["", f"**{_one_line(data['title'])}**", ""]
        for k, step in enumerate(data["steps"], start=1):
            out += [f"**ধাপ {to_bengali_digits(str(k))} · {_one_line(step['title'])}**", ""]
            out += [plain_claims(line) for line in str(step["body"]).rstrip("\n").splitlines()] + [""]
            out += [f"- {_one_line(label)}: {_one_line(value)}" for label, value in step.get("grid") or []]
            out.append("")
        return out
    return ["", on_page("", "এখানে পাতায় একটি অনুশীলন আছে: code দেখে output আন্দাজ করুন, তারপর মিলিয়ে নিন"), ""]
