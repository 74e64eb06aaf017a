"""A lesson in sittings: one source page, read in parts of about 30–40 minutes, each its own page.

Authors keep one file per lesson (``docs/NN-slug.md``: one page, one snippet folder, claims that cite
any run of the lesson); the build cuts it into parts, each published as a page of its own. The word a
reader sees is "ভাগ" ("ভাগ ২/৪"): the lessons already call their ``##`` sections "অংশ" ("পর্ব ০৫-এর
অংশ ৬"), and a sitting is made of sections.

**The rule (automatic).** The gate's reading time (``gate.reading_time``: the same minutes the header
shows) gives every ``##`` section its minutes; what comes before the first ``##`` (title, header,
bridge) goes with the first section. The sections, never split, are divided into consecutive runs,
the parts, by the least total cost (``cost``): a part of 30–40 minutes costs nothing, a shorter one
the square of what it lacks, a longer one three times the square of its excess. So a lesson of 45
minutes or less stays whole, most parts fall within 30–40, and a part outside it is one the sections
leave no better way to make (a single section longer than 45 minutes, an exercise section as a rule,
is a part by itself: contributing/authoring.md says how to shorten it).

**Declared.** A lesson's front matter may say where its parts begin instead::

    parts:
      - "৪ · নিজের autograd দিয়ে training"     # part 2 begins at this ## heading
      - "অনুশীলনী"                              # part 3 begins here

each entry the exact text of a ``##`` heading, in page order. An entry that is not one is a problem
naming the page and the front matter's line (``plan``).

**Published.** Part 1 keeps the lesson's page and URL (``NN-slug/``: every old link and the home map
still land on the lesson's opening page); part ``k`` (2, 3, …) is the page ``part_src`` names (a
generated page at the top of docs/, so its relative links read as the lesson's do) published at
``NN-slug/k/``. A link to ``NN-slug.md#anchor`` is pointed at the part that holds the anchor
(``retarget``). Nothing here imports MkDocs: the adapter (``pathshala_mkdocs.parts``) publishes the
pages this module plans.
"""

from __future__ import annotations

import itertools
import math
import posixpath
import re
from dataclasses import dataclass

from ..problems import Problem, Stage
from .text import slugify, to_bengali_digits
from .yamlblock import BlockError, load

LOW, HIGH = 30, 40  # the minutes a part should take
MOST = 45  # a part longer than this is reported by the site's test (a single long section can make one)
ROUND_TO = 5  # a part's label is rounded as the lesson's is (gate.reading_time)
WORD = "ভাগ"  # what a reader sees: "ভাগ ২/৪" (the lessons call their ## sections "অংশ")
KEY = "parts"  # the front matter's key


@dataclass(frozen=True)
class Section:
    """A ``##`` section as the gate timed it: its title (the intro's is the gate's "ভূমিকা"), page line, minutes."""

    title: str
    line: int
    minutes: float


@dataclass(frozen=True)
class Part:
    """One sitting: sections ``first`` up to (not including) ``end`` of the page's sections."""

    number: int  # 1, 2, …
    first: int
    end: int
    title: str  # the title of its first ## heading (part 1: the first ## after the intro)
    line: int  # the page line where it begins (part 1: 1)
    exact: float  # its minutes by the gate's method, unrounded

    @property
    def minutes(self) -> int:
        """As the header shows a time: rounded to the nearest 5 (halves up), never below 5."""
        return max(ROUND_TO, math.floor(self.exact / ROUND_TO + 0.5) * ROUND_TO)


@dataclass(frozen=True)
class Split:
    """A lesson's parts, in order (one part: the lesson reads whole)."""

    page: str
    parts: tuple[Part, ...]
    declared: bool = False

    def __len__(self) -> int:
        return len(self.parts)

    def src(self, number: int) -> str:
        """The docs-relative page a part is published from (part 1: the lesson's own page)."""
        return self.page if number == 1 else part_src(self.page, number)

    def part_of_section(self, index: int) -> Part:
        return next(p for p in self.parts if p.first <= index < p.end)


def part_src(page: str, number: int) -> str:
    """The generated page of part ``number`` (2, 3, …): ``05-slug.md`` → ``05-slug.part-2.md``."""
    return f"{page[:-3]}.part-{number}.md"


def part_dest(page: str, number: int, directory_urls: bool = True) -> str:
    """Where part ``number`` is written in the site: ``05-slug/2/index.html`` (``05-slug/2.html`` without
    directory URLs), so its URL is the lesson's with the part's number after it."""
    stem = page[:-3]
    return f"{stem}/{number}/index.html" if directory_urls else f"{stem}/{number}.html"


def label(number: int, total: int) -> str:
    """``ভাগ ২/৪``."""
    return f"{WORD} {to_bengali_digits(str(number))}/{to_bengali_digits(str(total))}"


def sections_of(time) -> list[Section]:
    """The gate's ``ReadingTime`` as sections (its ``parts`` are the page's ## sections, intro first)."""
    return [Section(p.title, p.line, p.minutes) for p in time.parts]


def cost(minutes: float) -> float:
    """What a part of ``minutes`` costs the automatic rule: nothing within 30–40 minutes, the square of the
    shortfall below 30, three times the square of the excess above 40 (a long sitting is worse than a short)."""
    if minutes < LOW:
        return (LOW - minutes) ** 2
    if minutes > HIGH:
        return 3 * (minutes - HIGH) ** 2
    return 0.0


def automatic(sections: list[Section]) -> list[int]:
    """The section indexes where parts 2, 3, … begin: the division of the sections into consecutive runs with
    the least total ``cost``. The intro (index 0) never stands alone: it begins part 1 with the first ##
    section, so part 2 begins at section 2 or later."""
    n = len(sections)
    if n < 3:
        return []
    prefix = [0.0]
    for s in sections:
        prefix.append(prefix[-1] + s.minutes)
    allowed = [0, *range(2, n)]  # where a part may begin
    best = {0: 0.0}
    back: dict[int, int] = {}
    for end in [*range(2, n), n]:  # where a part may end (one past its last section)
        options = [(best[a] + cost(prefix[end] - prefix[a]), a) for a in allowed if a < end and a in best]
        best[end], back[end] = min(options)
    starts, at = [], n
    while at:
        at = back[at]
        if at:
            starts.append(at)
    return sorted(starts)


def _declared(page: str, text: str, sections: list[Section]) -> tuple[list[int] | None, list[Problem]]:
    """The section indexes the front matter's ``parts:`` names (None: it names none), and its problems."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        return None, []
    end = next((i for i in range(1, len(lines)) if lines[i].strip() in ("---", "...")), None)
    if end is None:
        return None, []
    try:
        located = load("\n".join(lines[1:end]), 2)
    except BlockError:
        return None, []  # the front matter check reports it
    meta = located.data if isinstance(located.data, dict) else {}
    if KEY not in meta:
        return None, []
    value = meta[KEY]
    headings = [s.title for s in sections[1:]]
    shown = ", ".join(repr(h) for h in headings)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        return [], [Problem.on_page(page, located.line(KEY), (
            f"front matter: {KEY} lists the ## headings that begin parts 2, 3, … as quoted texts, "
            f"e.g. {KEY}: [{headings[-1]!r}]" if headings else f"front matter: {KEY} is a list of ## headings"),
            stage=Stage.GATE)]
    starts: list[int] = []
    problems: list[Problem] = []
    for i, name in enumerate(value):
        line = located.line(KEY, i)
        found = [j for j, s in enumerate(sections) if j and s.title == name.strip()]
        if not found:
            problems.append(Problem.on_page(page, line, (
                f"front matter: {KEY}: {name!r} is not a ## heading of this page (write a heading's text exactly "
                f"as the page has it after '## '; this page's: {shown})"), stage=Stage.GATE))
            continue
        index = found[0]
        if starts and index <= starts[-1]:
            problems.append(Problem.on_page(page, line, (
                f"front matter: {KEY}: {name!r} comes before or at the part above it: list the headings that "
                "begin parts 2, 3, … in page order, each once"), stage=Stage.GATE))
            continue
        starts.append(index)
    return starts, problems


def plan(page: str, text: str, time) -> tuple[Split, list[Problem]]:
    """A lesson page's parts from its text and the gate's ``ReadingTime`` of it, and the declared parts' problems.

    A page with declared parts that are wrong is read as the automatic rule would cut it (the problem stops
    a build; under ``mkdocs serve`` the page still shows).
    """
    sections = sections_of(time)
    named, problems = _declared(page, text, sections)
    declared = named is not None and not problems
    starts = named if named is not None and declared else automatic(sections)
    bounds = [0, *starts, len(sections)]
    parts = []
    for number, (a, b) in enumerate(itertools.pairwise(bounds), 1):
        head = a if a or len(sections) < 2 else 1  # part 1 is named by its first ## heading, not the intro
        parts.append(Part(number, a, b, sections[head].title, 1 if a == 0 else sections[a].line,
                          sum(s.minutes for s in sections[a:b])))
    return Split(page, tuple(parts), declared), problems


# -- the published parts: cutting the Markdown, and where an anchor lives -------------------------

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_ATTR_ID = re.compile(r"\{[^}\n]*#([^\s}]+)[^}\n]*\}")
_HTML_ID = re.compile(r"""\bid\s*=\s*["']([^"']+)["']""")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_INLINE = re.compile(r"`([^`]*)`|\[([^\]]*)\]\([^)]*\)|[*_]{1,3}")
_LINK = re.compile(r"(?<!!)(\]\()(?P<target>[^()\s#]*)#(?P<anchor>[^()\s]+)(?P<rest>(?:\s+\"[^\"]*\")?\))")


def heading_lines(markdown: str) -> list[int]:
    """The 0-based index of each ``## `` heading line outside fenced blocks, in order."""
    found, fence = [], None
    for i, line in enumerate(markdown.splitlines()):
        m = _FENCE.match(line)
        if fence is not None:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not line.strip()[len(m.group(1)):]:
                fence = None
            continue
        if m:
            fence = m.group(1)
            continue
        if line.startswith("## "):
            found.append(i)
    return found


def cut(markdown: str, split: Split, number: int, title: str) -> str:
    """Part ``number`` of the lesson's Markdown (front matter already gone, as MkDocs hands a page).

    Part 1 is the page up to the second part's heading; a later part begins with its ``## `` heading,
    under a ``# `` title (``title``) of its own. A page whose headings are not where the gate found them
    changed during the build: ``ValueError``.
    """
    if len(split) < 2:
        return markdown
    lines = markdown.splitlines(True)
    at = heading_lines(markdown)  # index j-1 is section j's heading (section 0 is the intro)
    moved = any(p.first - 1 >= len(at) or lines[at[p.first - 1]].rstrip("\r\n")[3:].strip() != p.title.strip()
                for p in split.parts[1:])
    if moved:
        raise ValueError(f"docs/{split.page}: its ## headings are not where the gate read them (the page changed "
                         "during the build): build again")
    starts = [0] + [at[p.first - 1] for p in split.parts[1:]]
    begin = starts[number - 1]
    end = starts[number] if number < len(split) else len(lines)
    body = "".join(lines[begin:end])
    if number == 1:
        return body
    return f"# {title}\n\n{body}"


def _heading_slug(text: str) -> str:
    plain = _ATTR_ID.sub("", text)
    plain = _INLINE.sub(lambda m: m.group(1) or m.group(2) or "", plain)
    return slugify(plain)


def anchors(markdown: str, split: Split) -> dict[str, int]:
    """Each anchor the lesson's Markdown makes (heading ids, ``{#id}``, ``id="…"``) and the part that holds it.

    Headings get the site's slug (``text.slugify``, the ``toc`` extension's); a second heading with the
    same slug in one part gets ``_1`` as the toc extension gives it.
    """
    if len(split) < 2:
        return {}
    lines = markdown.splitlines()
    at = heading_lines(markdown)
    begins = [0] + [at[p.first - 1] for p in split.parts[1:] if p.first - 1 < len(at)]
    found: dict[str, int] = {}
    seen: dict[tuple[int, str], int] = {}
    fence = None
    for i, line in enumerate(lines):
        number = sum(1 for b in begins if b <= i)
        m = _FENCE.match(line)
        if fence is not None:
            if m and m.group(1)[0] == fence[0]:
                fence = None
            continue
        if m:
            fence = m.group(1)
            continue
        h = _HEADING.match(line)
        if h:
            explicit = _ATTR_ID.search(h.group(2))
            slug = explicit.group(1) if explicit else _heading_slug(h.group(2))
            n = seen.get((number, slug), 0)
            seen[(number, slug)] = n + 1
            found.setdefault(slug if not n else f"{slug}_{n}", number)
            continue
        for m in [*_ATTR_ID.finditer(line), *_HTML_ID.finditer(line)]:
            found.setdefault(m.group(1), number)
    return found


def retarget(markdown: str, page: str, splits: dict[str, Split], where: dict[str, dict[str, int]],
             own: tuple[str, int] | None = None) -> str:
    """Every Markdown link to a split lesson's anchor pointed at the part holding it.

    ``page``: the docs-relative page being rendered (its links are relative to its folder); ``splits`` and
    ``where`` (``anchors`` of each): by lesson page; ``own``: (lesson, part) when ``page`` is a part, so that
    a link to ``#anchor`` in another part of the same lesson leaves the page for that part.
    """
    base = posixpath.dirname(page)

    def move(m: re.Match) -> str:
        target, anchor = m.group("target"), m.group("anchor")
        if "://" in target or target.startswith(("/", "mailto:")):
            return m.group(0)
        if target:
            lesson = posixpath.normpath(posixpath.join(base, target))
            at = None
        elif own is not None:
            lesson, at = own
        else:
            return m.group(0)
        if lesson not in splits or anchor not in where.get(lesson, {}):
            return m.group(0)
        number = where[lesson][anchor]
        if at is not None and number == at:
            return m.group(0)  # on this very page
        goal = splits[lesson].src(number)
        rel = posixpath.relpath(goal, base or ".")
        return f"{m.group(1)}{rel}#{anchor}{m.group('rest')}"

    return _LINK.sub(move, markdown)
