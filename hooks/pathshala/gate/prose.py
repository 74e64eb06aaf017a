"""What a reader reads on a page, line by line, as the authoring gate's checks see it.

A page is Markdown with much in it that is not prose: fenced code and outputs,
widget YAML, front matter, inline code, claims (``[[run#label: 0.5]]``), link
targets, HTML tags and comments, attribute lists. The checks of the gate
(vocabulary, digits, cross-references, reading time) must never fire on those,
so each prose line is given with a *masked* copy of the same length, in which
everything that is not prose is blanked out: a match in the mask is at the
same column in the line.

What is prose (each a ``Piece``):

- every line outside fenced blocks, front matter and HTML comments (headings,
  paragraphs, list items, table cells, admonition titles and bodies);
- the text fields of widgets that a reader sees: a quiz's question, options
  and reasons, an ordering question and its items, a stepper's titles, bodies
  and grid cells, a predict block's prompt (never ids, proofs or snippet paths),
  each at the page line where YAML puts it;
- a lesson's ``objectives`` in the front matter (the header shows them).

What the mask blanks: code spans, claims, link and image targets (the link
text stays), reference definitions, bare and angle-bracket URLs, HTML tags,
comments and entities, attribute lists (``{ #id .class }``), admonition
markers (``??? answer``; the quoted title stays), ordered-list markers (the
theme numbers lists in Bengali), footnote references and backslash escapes.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from ..blocks import widget_kind
from ..blocks.base import strings as widget_strings
from ..blocks.syntax import iter_blocks
from ..content.claims import CLAIM as _CLAIM
from ..content.yamlblock import BlockError, Located, load

_CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`).+?(?<!`)\1(?!`)")
_LINK_TARGET = re.compile(r"(?<=\])\((?:[^()\s]|\([^()\s]*\))*(?:\s+\"[^\"]*\")?\)")  # ](target "title")
_REF_LABEL = re.compile(r"(?<=\])\[[^\]\n]*\]")  # [text][label]
_REF_DEFINITION = re.compile(r"^\s{0,3}\[[^\]\n]+\]:\s*\S.*$")
_FOOTNOTE = re.compile(r"\[\^[^\]\n]+\]")
_URL = re.compile(r"<(?:https?|mailto):[^>\s]*>|\bhttps?://[^\s<>()]+")
_COMMENT = re.compile(r"<!--.*?(?:-->|$)")
_TAG = re.compile(r"""</?[A-Za-z](?:[^<>"']|"[^"]*"|'[^']*')*>""")  # a quoted attribute may hold < or >
_ENTITY = re.compile(r"&(?:#\d+|#x[0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]*);")
_ATTR_LIST = re.compile(r"\{\s*:?\s*[#.][^{}\n]*\}|\{:[^{}\n]*\}")
_ADMONITION = re.compile(r"^(\s*)(\?\?\?\+?|!!!)(\s+[\w-]+(?:\s+[\w-]+)*)?")
_LIST_NUMBER = re.compile(r"^(\s*)(\d+)([.)])(?=\s)")
_ESCAPE = re.compile(r"\\[\\`*_{}\[\]()#+\-.!|<>]")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_COMMENT_OPEN, _COMMENT_CLOSE = "<!--", "-->"


@dataclass(frozen=True)
class Piece:
    """One stretch of prose at a page line: as written, and masked (same length, non-prose blanked)."""

    line: int
    text: str
    masked: str
    kind: str  # "text", "heading", "widget" or "objective"
    section: int  # index into the page's sections (0: before the first ## heading)
    words: int = 0  # words a reader reads in it (``words``)


@dataclass(frozen=True)
class Section:
    """A ``##`` section of a page (index 0 is what comes before the first one: title, header, bridge)."""

    title: str
    line: int


# Everything inline that is not prose, as one alternation: where two overlap, the one that starts
# first wins (a claim inside a code span is code), so one pass blanks them all.
_NOT_PROSE = re.compile("|".join(f"(?:{p.pattern})" for p in (
    _CODE_SPAN, _COMMENT, _CLAIM, _LINK_TARGET, _REF_LABEL, _FOOTNOTE, _URL, _TAG, _ENTITY, _ATTR_LIST, _ESCAPE)))
_WORD_TOKEN = re.compile(r"\S*[\w\u0980-\u09ff]\S*")  # a run without spaces holding a letter or digit


def mask(text: str) -> str:
    """``text`` with everything that is not prose replaced by spaces (same length, same columns).

    ``read`` hands it NFC text, so a Bengali letter written two ways is one letter to every check.
    """
    return _masked(text)[0]


def _masked(text: str) -> tuple[str, int]:
    """``mask(text)``, and how many code spans and claims it blanked (each read as one word)."""
    if _REF_DEFINITION.match(text):
        return " " * len(text), 0
    as_one = 0

    def blank(m: re.Match) -> str:
        nonlocal as_one
        as_one += m.group(0).startswith(("`", "[["))
        return " " * len(m.group(0))

    out = _NOT_PROSE.sub(blank, text)
    out = _ADMONITION.sub(lambda m: m.group(1) + " " * (len(m.group(0)) - len(m.group(1))), out)
    out = _LIST_NUMBER.sub(lambda m: m.group(1) + " " * (len(m.group(2)) + 1), out)
    return out, as_one


def piece(line: int, text: str, visible: str, kind: str, section: int) -> Piece:
    """A piece of prose: ``visible`` is ``text`` with its comments blanked."""
    masked, as_one = _masked(visible)
    return Piece(line, text, masked, kind, section, as_one + len(_WORD_TOKEN.findall(masked)))


def heading(line: str) -> tuple[int, str] | None:
    """(level, text) of an ATX heading line, else None."""
    m = _HEADING.match(line)
    return (len(m.group(1)), m.group(2)) if m else None


def front_matter_lines(lines: list[str]) -> int:
    """How many lines the front matter takes (0 without one)."""
    if not lines or lines[0].strip() != "---":
        return 0
    for end in range(1, len(lines)):
        if lines[end].strip() in ("---", "..."):
            return end + 1
    return 0


def widget_pieces(kind: str, body: list[str], first_line: int, page_lines: list[str], section: int,
                  located: Located | None = None) -> list[Piece]:
    """The reader-visible text of one widget block, each line of it at its page line.

    ``located``: the block as the widget scan parsed it (else it is parsed here).
    """
    if located is None:
        try:
            located = load("\n".join(body), first_line)
        except BlockError:
            return []  # the widget scan reports it
    widget = widget_kind(kind)
    if widget is None:  # not a widget's block: no widget text (the caller asks only for widgets)
        return []
    pieces = []
    for path, value in widget_strings(located.data):
        if not widget.shows(path):  # the fields a reader sees: each kind's ``shown_fields``
            continue
        line = located.line(*path)
        opening = page_lines[line - 1] if 0 < line <= len(page_lines) else ""
        block = re.search(r"[|>][+-]?\s*$", opening) is not None  # `body: |`: the text starts below
        for k, part in enumerate(str(value).splitlines() or [""]):
            at = line + 1 + k if block else line
            pieces.append(piece(at, part, part, "widget", section))
    return pieces


def _objective_pieces(lines: list[str], size: int) -> list[Piece]:
    try:
        located = load("\n".join(lines[1 : size - 1]), 2)
    except BlockError:
        return []  # the front matter check reports it
    data = located.data if isinstance(located.data, dict) else {}
    objectives = data.get("objectives")
    if not isinstance(objectives, list):
        return []
    return [piece(located.line("objectives", i), str(o), str(o), "objective", 0)
            for i, o in enumerate(objectives) if isinstance(o, str | int | float)]


@dataclass
class Prose:
    """A page read for the gate: its sections, its prose pieces, and its blocks by section."""

    sections: list[Section]
    pieces: list[Piece]
    blocks: list[tuple[int, str, str, list[str], int]]  # (line, indent, info, body, section) of every fenced block
    allowed: dict[int, set[str]] = field(default_factory=dict)  # page line -> forms an escape lets stand there


_ALLOW = re.compile(r"<!--\s*terms:\s*allow\s+(.*?)\s*-->")


def read(text: str, parsed: dict[int, Located] | None = None) -> Prose:
    """Split a page into prose pieces (masked), sections and fenced blocks (the text taken as NFC).

    ``parsed``: widget blocks the site pass has parsed already, by their opening line.
    """
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
    parsed = parsed or {}
    lines = text.splitlines()
    size = front_matter_lines(lines)
    blocks = list(iter_blocks(text))
    inside: dict[int, tuple] = {}
    for fenced in blocks:
        start, _, _, body = fenced
        for n in range(start, start + len(body) + 2):
            inside[n] = fenced
    sections = [Section("", 1)]
    pieces = _objective_pieces(lines, size) if size else []
    in_comment = False
    placed = []
    allowed: dict[int, set[str]] = {}
    carried: set[str] = set()  # an escape alone on its line: for the next line of prose
    for number, line in enumerate(lines, start=1):
        if number <= size:
            continue
        block = inside.get(number)
        if block is not None:
            start, indent, info, body = block
            if number == start:
                placed.append((start, indent, info, body, len(sections) - 1))
                kind = info.strip().split(" ")[0].lstrip(".{")
                if widget_kind(kind) is not None:
                    pieces += widget_pieces(kind, body, start + 1, lines, len(sections) - 1, parsed.get(start))
            continue
        escapes = {form.strip() for m in _ALLOW.finditer(line) for form in m.group(1).split(",") if form.strip()}
        visible, in_comment = _without_comments(line, in_comment)
        found = heading(visible)
        if found and found[0] == 2:
            sections.append(Section(found[1], number))
        if not visible.strip():
            carried |= escapes
            continue
        if escapes | carried:
            allowed[number] = escapes | carried
            carried = set()
        pieces.append(piece(number, line, visible, "heading" if found else "text", len(sections) - 1))
    for each in pieces:  # widget text and objectives may carry an escape too
        escapes = {form.strip() for m in _ALLOW.finditer(each.text) for form in m.group(1).split(",")}
        if escapes - {""}:
            allowed.setdefault(each.line, set()).update(escapes - {""})
    return Prose(sections, pieces, placed, allowed)


def _without_comments(line: str, in_comment: bool) -> tuple[str, bool]:
    """The line with HTML comments blanked (a comment may span lines); and whether one is still open."""
    out, i = [], 0
    while i < len(line):
        if in_comment:
            end = line.find(_COMMENT_CLOSE, i)
            stop = len(line) if end < 0 else end + len(_COMMENT_CLOSE)
            out.append(" " * (stop - i))
            i, in_comment = stop, end < 0
        else:
            start = line.find(_COMMENT_OPEN, i)
            stop = len(line) if start < 0 else start
            out.append(line[i:stop])
            i, in_comment = stop, start >= 0
    return "".join(out), in_comment




def words(text: str) -> int:
    """Words a reader reads in one piece of prose (each ``Piece`` carries its own count).

    A code span and a claim are one word each (a reader reads ``torch.no_grad()`` or ০.১১৯২ as one);
    a link counts by its text; tags, comments, attribute lists and markers are not read.
    """
    return piece(0, text, text, "text", 0).words
