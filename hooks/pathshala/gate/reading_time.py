"""A lesson's reading time, computed from what the page holds, by one method for every lesson.

The method (the course's, stated in the brief every author works from)::

    minutes = (prose words + words inside widgets) / 150
            + shown code lines / 10
            + 2 per run output shown
            + 1 per widget (quiz, order, stepper, predict)
            + 8 per exercise
            + 3 per thinking question

and the total is rounded to the nearest 5 (at least 5). Why these rates:

- **150 words a minute.** Silent reading of plain prose runs at about 200–250 words a
  minute; technical prose read to be understood, by a reader meeting the ideas for the
  first time, in a language whose technical words are half Latin script, is slower. A
  reviewer who read lessons ০৪–০৮ as a new reader would (issue 23 §5) took about 150, and
  a widget's text (a quiz's question, options and reasons) is read at the same pace.
- **10 shown code lines a minute.** Code is read line by line, with the output in view; the
  reviewer measured 10–12. We count every line a reader sees, and only those: non-blank lines
  of a fence whose source is shown (``source=`` on an executed fence, a predict block's
  snippet), of every plain code block, the files a plain block includes with
  ``--8<-- "lesson/file.py"`` counted by their lines (a line range ``"file.py:3:9"`` by its
  lines), and an exercise's skeleton and model answer; never an executed fence that shows only
  its output. Each part lists the files it counted (``Part.files``; ``make review`` prints them).
  Issue 34: the count had taken a plain block's include for one line and an exercise for none,
  and put lesson ০৬ at 258 lines where its page shows 322.
- **2 minutes per run output.** Reading an output against the code and finding the number
  the prose then quotes. Every executed fence shows its output, and so does a predict block.
- **1 minute per widget**: answering a quiz, ordering, stepping through a stepper, guessing
  in a predict block (its code and output are counted above).
- **8 minutes per exercise** (the reviewer: 5–15; a short one is a shape to state, a long
  one a program to change and run) and **3 per thinking question**; their answers are
  prose and code like any other and are counted as such.

Calibration against the reviewer's timings of the lessons as they stood (issue 23 §5), the method's
figures for the same pages (words, code lines, runs, widgets, exercises, questions → minutes):

    ০৪  5,889 words, 369 lines, 15 runs,  8 widgets, 5 ex., 3 q. → 163 → 165   reviewer 150–170
    ০৫  4,886 words, 491 lines, 13 runs,  7 widgets, 4 ex., 3 q. → 156 → 155   reviewer 150–180
    ০৭  4,864 words, 401 lines, 16 runs, 12 widgets, 3 ex., 3 q. → 150 → 150   reviewer 120–140
    ০৮  8,237 words, 742 lines, 21 runs, 15 widgets, 4 ex., 3 q. → 227 → 225   reviewer 180–220

০৪ and ০৫ fall inside the reviewer's ranges; ০৭ and ০৮ lie 10 and 5 minutes above them. The
rates stay as stated: they are the reviewer's own per-item rates, the same every author counts
with, and what the method adds over the reviewer's reading is what a first-time reader does
read: every reason of every quiz option (a reader who chose wrongly reads several), the code
of a proof run folded under a quiz, every line of a long snippet. A page long by this count is
long for that reader; the remedy is a shorter page, not a faster rate. The tolerance of ±20% on
a front-matter ``time:`` absorbs the difference between hand counts and this one.

How the page is read for it:

- **Sections** are the ``##`` headings; what comes before the first one (title, header
  objectives, the bridge) is "ভূমিকা".
- **Exercises**: a section whose heading begins "অনুশীলনী" or "নিজে করে দেখুন" holds
  exercises: one per ``###`` heading in it, else one per paragraph that opens with a bold
  Bengali number (``**১. …**``), else the section is one exercise.
- **Thinking questions**: a paragraph that opens with the label ``**প্রশ্ন ১:**`` (the
  course's label), or the old ``**প্র ০১ ·`` (which the vocabulary check refuses), is one.
  A section headed "ভেবে দেখুন" with no labelled question counts as one, and is a problem
  (``unlabelled_questions``): label them so the count is right.
- A lesson's front-matter ``time:`` is optional; where given it must be within ±20% of the
  computed (rounded) time, or the build says both numbers and where the minutes go.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..blocks import Family, Reading, kind_of, parse_info
from ..blocks.syntax import iter_blocks
from ..content import sections
from ..content.snippet_folder import FolderError, snippet_path
from ..content.text import to_bengali_digits
from ..problems import Problem, Stage
from .prose import Prose

UNREAD = {Family.FENCE: Reading(runs=1), Family.WIDGET: Reading(widgets=1)}  # a block the site pass refused
WORDS_PER_MINUTE = 150
CODE_LINES_PER_MINUTE = 10
MINUTES_PER_RUN = 2
MINUTES_PER_WIDGET = 1
MINUTES_PER_EXERCISE = 8
MINUTES_PER_QUESTION = 3
ROUND_TO = 5
TOLERANCE = 0.20  # a front-matter time within ±20% of the computed one

EXERCISE_SECTIONS = ("অনুশীলনী", "নিজে করে দেখুন")
QUESTION_SECTIONS = ("ভেবে দেখুন",)
INTRO = "ভূমিকা"
_NUMBERED = re.compile(r"^\s*\*\*[০-৯]+[.।]")  # **১. …
QUESTION_LABEL = re.compile(r"^\s*\*\*(?:প্রশ্ন [০-৯]+:|প্র [০-৯0-9]+ ·)")


@dataclass
class Part:
    """What one section holds, and its minutes by the method."""

    title: str
    line: int
    words: int = 0
    code_lines: int = 0
    runs: int = 0
    widgets: int = 0
    exercises: int = 0
    questions: int = 0
    files: list = field(default_factory=list)  # [(a shown file, or a block's place in the page; its code lines)]

    @property
    def minutes(self) -> float:
        return (self.words / WORDS_PER_MINUTE + self.code_lines / CODE_LINES_PER_MINUTE
                + MINUTES_PER_RUN * self.runs + MINUTES_PER_WIDGET * self.widgets
                + MINUTES_PER_EXERCISE * self.exercises + MINUTES_PER_QUESTION * self.questions)


@dataclass
class ReadingTime:
    parts: list[Part] = field(default_factory=list)
    unread: list = field(default_factory=list)  # [(page line, why)]: a plain block's include it could not count

    @property
    def exact(self) -> float:
        return sum(p.minutes for p in self.parts)

    @property
    def minutes(self) -> int:
        """The shown time: the sum rounded to the nearest 5 (halves up), never below 5."""
        return max(ROUND_TO, math.floor(self.exact / ROUND_TO + 0.5) * ROUND_TO)

    def total(self, name: str) -> int:
        return sum(getattr(p, name) for p in self.parts)

    def table(self) -> str:
        """The per-section breakdown, one line a section, for messages and `make review`."""
        head = f"{'section':<44} {'words':>6} {'code':>5} {'runs':>4} {'widg':>4} {'exer':>4} {'ques':>4} {'min':>6}"
        rows = [head]
        for p in self.parts:
            title = p.title if len(p.title) <= 42 else p.title[:41] + "…"
            rows.append(f"{title:<44} {p.words:>6} {p.code_lines:>5} {p.runs:>4} {p.widgets:>4} "
                        f"{p.exercises:>4} {p.questions:>4} {p.minutes:>6.1f}")
        rows.append(f"{'total':<44} {self.total('words'):>6} {self.total('code_lines'):>5} {self.total('runs'):>4} "
                    f"{self.total('widgets'):>4} {self.total('exercises'):>4} {self.total('questions'):>4} "
                    f"{self.exact:>6.1f}  → {self.minutes}")
        return "\n".join(rows)


def _code_lines(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.strip())


# pymdownx.snippets' include line as a plain block holds it: a quoted path, optionally with line ranges
_INCLUDE = re.compile(r"""^\s*-+8<-+\s+(?:"(?P<dq>[^"]+)"|'(?P<sq>[^']+)')\s*$""")
_RANGES = re.compile(r"^(?P<path>[^:]+)(?::(?P<ranges>\d*:\d*(?:,\d*:\d*)*))?$")
_SECTION = re.compile(r"(?i)^(?P<path>[^:]+):(?P<name>[a-z][-_0-9a-z]*)$")  # pymdownx.snippets' section name


class Unreadable(ValueError):
    """A plain block's include the gate cannot count: its message says why."""


def included(root: Path, target: str) -> tuple[str, str]:
    """What ``--8<-- "target"`` in a plain code block shows: (its file, repo-relative; the text shown).

    The file is read only from inside ``snippets/`` (pymdownx.snippets' ``base_path`` here), never
    through a link that leaves it. Line ranges (``file.py:3:9``, ``file.py:3``, ``file.py::9``,
    several joined by commas) keep those lines, and a named section (``file.py:name``) the lines between
    its ``[start:name]`` and ``[end:name]`` markers, as pymdownx.snippets does; its section marker lines
    never show (``pathshala.content.sections``). A section that is missing or unclosed is refused.
    """
    target = target.strip()
    m = _RANGES.match(target)
    named = _SECTION.match(target) if m is None else None
    if m is None and named is None:
        raise Unreadable(f"the include {target!r} is a form the reading time cannot count: include a whole "
                         "file, a line range (file.py:3:9) or a named section (file.py:name)")
    found = m if m is not None else named
    assert found is not None  # one of the two matched (refused above otherwise)
    rel = found["path"]
    try:
        path = snippet_path(root, rel)
    except FolderError as err:
        raise Unreadable(str(err)) from None
    if path.is_symlink() or not path.is_file():
        raise Unreadable(f"snippets/{rel} does not exist (a plain block includes files under snippets/)")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise Unreadable(f"snippets/{rel} is not UTF-8 text") from None
    if named is not None:
        try:
            return f"snippets/{rel}", sections.section(text, named["name"], rel)
        except sections.MarkerError as err:
            raise Unreadable(str(err)) from None
    assert m is not None  # not a named section: a whole file or line ranges
    ranges = m["ranges"]
    if ranges:
        lines = text.splitlines()
        kept = []
        for piece in ranges.split(","):
            start, _, end = piece.partition(":")
            first = max(int(start or 1), 1)
            last = int(end) if end else len(lines)
            kept += lines[first - 1:last]
        text = "\n".join(kept)
    return f"snippets/{rel}", sections.drop_markers(text)


def plain_code(root: Path | None, body: list[str]) -> tuple[int, list[tuple[str, int]], list[str], int]:
    """A plain code block's shown lines: (all of them, [(an included file, its lines)], [why an include went
    uncounted], the block's own lines)."""
    own, files, unread = [], [], []
    for line in body:
        m = _INCLUDE.match(line)
        if m is None:
            own.append(line)
            continue
        target = m["dq"] or m["sq"]
        if root is None:
            unread.append(f"the include {target!r}: no project folder to read it from")
            continue
        try:
            rel, text = included(root, target)
        except Unreadable as err:
            unread.append(str(err))
            continue
        files.append((rel, _code_lines(text)))
    mine = _code_lines("\n".join(own))
    return mine + sum(n for _, n in files), files, unread, mine


def included_texts(root: Path | None, text: str) -> list[str]:
    """The text of every file a plain code block of a page includes (for the gate's memo key): the
    include as written, then what it shows or why it is unread."""
    found: list[str] = []
    if root is None:
        return found
    for _, _, info, body in iter_blocks(text):
        language, options = parse_info(info)
        if kind_of(language, options) is not None:
            continue
        for line in body:
            m = _INCLUDE.match(line)
            if m is None:
                continue
            try:
                found.append(line + "\n" + included(root, m["dq"] or m["sq"])[1])
            except Unreadable as err:
                found.append(line + "\n!" + str(err))
    return found


def compute(prose: Prose, fences: list, widgets: list, root: Path | None = None) -> ReadingTime:
    """The time of a page read by ``prose.read``; ``fences`` and ``widgets`` are the site pass's (for code).

    ``root``: the project folder, to count the files a plain code block includes (without it such a block
    counts its own lines only, and ``ReadingTime.unread`` says which includes went uncounted).
    """
    parts = [Part(s.title or INTRO, s.line) for s in prose.sections]
    unread = []
    for piece in prose.pieces:
        parts[piece.section].words += piece.words
        if piece.kind == "text" and QUESTION_LABEL.match(piece.text):
            parts[piece.section].questions += 1
    specs = {f.line: f for f in fences} | {w.line: w for w in widgets}
    for line, _, info, body, in_section in prose.blocks:
        part = parts[in_section]
        language, options = parse_info(info)
        kind = kind_of(language, options)
        if kind is None:  # plain code a reader reads, and the files it includes
            count, files, why, mine = plain_code(root, body)
            part.code_lines += count
            part.files += files + ([(f"page line {line} (plain block)", mine)] if mine else [])
            unread += [(line, w) for w in why]
            continue
        spec = specs.get(line)  # each kind says what its block adds (a block that did not parse: a run or a widget)
        reading = kind.reading(spec) if spec is not None else UNREAD[kind.family]
        part.code_lines += reading.code_lines
        part.runs += reading.runs
        part.widgets += reading.widgets
        part.files += list(reading.files)
    for i, (part, section) in enumerate(zip(parts, prose.sections, strict=True)):
        if i and section.title.startswith(EXERCISE_SECTIONS):
            part.exercises = _exercises(prose, i) or 1
        if i and section.title.startswith(QUESTION_SECTIONS) and not part.questions:
            part.questions = 1
    return ReadingTime(parts, unread)


def _exercises(prose: Prose, section: int) -> int:
    pieces = [p for p in prose.pieces if p.section == section and p.kind != "widget"]
    subheadings = sum(1 for p in pieces if p.kind == "heading" and p.text.startswith("### "))
    return subheadings or sum(1 for p in pieces if p.kind == "text" and _NUMBERED.match(p.text))


def unlabelled_questions(page: str, prose: Prose) -> list[Problem]:
    """A "ভেবে দেখুন" section without a ``**প্রশ্ন ১:**`` label: its questions cannot be counted."""
    found = []
    for i, section in enumerate(prose.sections):
        if not i or not section.title.startswith(QUESTION_SECTIONS):
            continue
        if not any(p.section == i and p.kind == "text" and QUESTION_LABEL.match(p.text) for p in prose.pieces):
            found.append(Problem.on_page(page, section.line, (
                "this section's thinking questions carry no label: open each with **প্রশ্ন ১:**, "
                "**প্রশ্ন ২:** … (the reading time counts 3 minutes per labelled question)"), stage=Stage.GATE))
    return found


def unread_includes(page: str, time: ReadingTime) -> list[Problem]:
    """A plain code block's include the reading time could not count: the page's time would be too short."""
    return [Problem.on_page(page, line, f"reading time: {why}", stage=Stage.GATE) for line, why in time.unread]


def files_table(time: ReadingTime) -> str:
    """The shown code by section and file, for `make review`: what the code lines are."""
    rows = []
    for p in time.parts:
        if not p.files:
            continue
        rows.append(f"{p.title} ({p.code_lines} lines):")
        rows += [f"  {lines:>4}  {name}" for name, lines in p.files]
    return "\n".join(rows)


def check_label(page: str, meta: dict, time: ReadingTime, line: int = 1) -> Problem | None:
    """A front-matter ``time:`` (optional) must lie within ±20% of the computed time."""
    if "time" not in meta:
        return None
    given = meta["time"]
    if not isinstance(given, int) or isinstance(given, bool) or given <= 0:
        return None  # the front matter check says what time must be
    computed = time.minutes
    low, high = computed * (1 - TOLERANCE), computed * (1 + TOLERANCE)
    if low <= given <= high:
        return None
    return Problem.on_page(page, line, (
        f"time: {given} in the front matter, but the page reads in about {computed} minutes by the course's method "
        f"(±20% allows {math.ceil(low)}–{math.floor(high)}). Write time: {computed} (or leave time: out: the header "
        f"shows the computed time), or make the page fit its time. Where the minutes go "
        f"(contributing/authoring.md: Reading time):\n"
        + "\n".join("    " + row for row in time.table().splitlines())
    ), stage=Stage.GATE)


def label(minutes: int) -> str:
    """As the lesson header shows it: আনুমানিক ১৩৫ মিনিট."""
    return f"আনুমানিক {to_bengali_digits(str(minutes))} মিনিট"
