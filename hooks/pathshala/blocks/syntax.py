"""Fenced blocks as a page writes them: found in the raw Markdown, before any kind of block reads one.

The build needs every block of the site up front (to run the snippets in parallel and report every
problem at once), so it reads fences from the page's text itself, as SuperFences will later find
them: an opening line of three or more backticks or tildes with an info string
(``python exec="on" result="text"``, ``quiz``), a body, and a closing line of the same character.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ..content.snippet_folder import page_lesson  # noqa: F401 (part of the blocks API: blocks/__init__ exports it)

_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>.*)$")
_OPTION = re.compile(r"""(?P<key>[A-Za-z_][\w-]*)=(?:"(?P<dq>[^"]*)"|'(?P<sq>[^']*)'|(?P<bare>[^\s"']+))""")
REF = "ps_ref"  # the attribute the build adds to a block's opening line: its place in the build model


@dataclass(frozen=True)
class Opening:
    """One fenced block of a page, as written: where it opens, its info string, its body (dedented)."""

    page: str  # docs-relative
    line: int  # 1-based line of the opening fence
    info: str  # the info string as written
    language: str
    options: tuple[tuple[str, str], ...]  # the info string's key="value" pairs, in order
    body: tuple[str, ...]

    @property
    def option(self) -> dict[str, str]:
        """The options by name (a later one of the same name wins, as markdown-exec reads them)."""
        return dict(self.options)


def truthy(value: str) -> bool:
    return value.strip().lower() not in {"", "no", "off", "false", "0"}


def parse_info(info: str) -> tuple[str, dict[str, str]]:
    """A fence's info string (``python exec="on" result="text"``) to language and options."""
    language, options = _info(info)
    return language, dict(options)


def _info(info: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    info = info.strip().lstrip("{").rstrip("}").strip()
    language, _, rest = info.partition(" ")
    pairs = tuple((m["key"], next(v for v in (m["dq"], m["sq"], m["bare"]) if v is not None))
                  for m in _OPTION.finditer(rest))
    return language.lstrip("."), pairs


def iter_blocks(text: str) -> Iterator[tuple[int, str, str, list[str]]]:
    """Yield every fenced block: (1-based opening line, indent, info string, body lines dedented)."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = _OPEN.match(lines[i])
        if not m or (m["fence"][0] == "`" and "`" in m["info"]):
            i += 1
            continue
        indent, fence = m["indent"], m["fence"]
        close = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
        j = i + 1
        while j < len(lines) and not close.match(lines[j]):
            j += 1
        body = [ln[len(indent):] if ln.startswith(indent) else ln.lstrip() for ln in lines[i + 1 : j]]
        yield i + 1, indent, m["info"], body
        i = j + 1


def openings(page: str, text: str) -> Iterator[Opening]:
    """Every fenced block of a page as an ``Opening``."""
    for line, _, info, body in iter_blocks(text):
        language, options = _info(info)
        yield Opening(page, line, info, language, options, tuple(body))


def prose_lines(text: str) -> Iterator[tuple[int, str]]:
    """Yield (1-based number, line) for every line outside fenced blocks."""
    inside: set[int] = set()
    for start, _, _, body in iter_blocks(text):
        inside.update(range(start, start + len(body) + 2))
    for number, line in enumerate(text.splitlines(), start=1):
        if number not in inside:
            yield number, line
