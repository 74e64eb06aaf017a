"""One vocabulary across the course (``course/terms.yml``), and Bengali digits in prose.

``course/terms.yml`` is a YAML list; each entry names the form the site uses and
the variants the build refuses in prose, with the reason::

    - use: layer
      refuse: [স্তর]
      why: "practitioners say layer; স্তর made one idea two words"
    - use: "**প্রশ্ন ১:**"
      pattern: "প্র [০-৯0-9]+ ·"
      why: "one label style for thinking questions"
    - use: "শুরুর gradient ১"
      refuse: [বীজ]
      from_lesson: 5
      why: "বীজ is defined in পর্ব ০৫; before it, say what it is"

- ``refuse`` lists words. A Bengali word matches as a whole word or with a Bengali ending
  attached (``স্তরের``, ``যন্ত্রেই``, ``ফোল্ডারগুলো``: the endings are ``BENGALI_ENDINGS``), never
  inside another word (``যন্ত্রণা`` is not ``যন্ত্র``). A Latin word matches whole, in any case,
  also before a hyphenated Bengali ending (``copy-র``), not as part of a hyphenated Latin
  compound (``copy-on-write``). A compound the endings do not cover is listed as its own
  variant (``যন্ত্রভেদে``).
- ``pattern`` is a regular expression for what is not one word (a label style, a phrase), in RE2's
  syntax (``content_regex``: matched in linear time, so no look-around or back-references; ``\\d``
  and ``\\w`` are ASCII). Where the pattern needs context it does not refuse (not after a Bengali
  letter: ``(?:^|[^\\u0980-\\u09ff])``), the group named ``refused`` is what the message quotes.
- ``from_lesson: N`` refuses the variant only on lesson pages numbered below N (a term a
  lesson defines may not be used before it).
- **Escape** for quoted text (a title, an error message, someone else's words): an HTML
  comment ``<!-- terms: allow স্তর, 1998 -->`` on the line, or alone on the line before it,
  lets those exact forms (variants or ASCII numbers) stand on that line. The comment never
  reaches the reader (comments are stripped from published pages).

Only prose is checked (``prose.py``: never code, outputs, widget YAML keys, claims, link
targets, HTML or front matter other than ``objectives``).

Digits: numbers in prose are written in Bengali digits. An ASCII number in prose is a problem
unless it is part of a name: joined to Latin letters or ``_`` (``float32``, ``log1p``, ``x1``,
``UTF-8``), or a version after a name (``torch 2.13``, ``Python 3.11``: a dotted number after a
Latin word and one space). A number with an exponent (``1e-8``) is always a number.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from ..content.content_regex import ContentPattern, compile_content
from ..content.yamlblock import BlockError
from ..content.yamlblock import load as load_yaml
from ..glossary.forms import HYPHENS, wordish
from ..problems import Problem, Stage
from ..project import TERMS
from .prose import Piece

FILE = TERMS  # project.py spells every course path
# Endings Bengali attaches to a word without a hyphen, as morphemes that may follow each other
# (স্তর + ে + র = স্তরের; ফোল্ডার + গুলো + তে + ই). A word continues past a refused form only through these.
BENGALI_ENDINGS = ("গুলো", "গুলি", "গুলা", "খানা", "খানি", "দের", "টি", "টা", "টো", "কে", "তে", "রা", "য়",
                   "এ", "ে", "র", "ও", "ই")
_ENDINGS = re.compile("(?:" + "|".join(re.escape(unicodedata.normalize("NFC", e)) for e in BENGALI_ENDINGS) + ")*")
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_ASCII_NUMBER = re.compile(r"[0-9]+(?:[.,][0-9]+)*(?:[eE][-+]?[0-9]+)?")
_LATIN_WORD_BEFORE = re.compile(r"[A-Za-z][A-Za-z0-9_.+-]* $")
_KEYS = {"use", "refuse", "pattern", "why", "from_lesson"}


@dataclass(frozen=True)
class Entry:
    use: str
    why: str
    refuse: tuple[str, ...] = ()
    pattern: ContentPattern | None = None
    from_lesson: int = 0
    line: int = 0


def load(path: Path) -> tuple[list[Entry], list[Problem]]:
    """Read ``course/terms.yml``; a missing file is an empty vocabulary, a malformed one a problem per fault."""
    if not path.is_file():
        return [], []
    return loads(path.read_text(encoding="utf-8"))


def loads(text: str, display: str = FILE) -> tuple[list[Entry], list[Problem]]:
    """Entries and problems (each at its line); YAML aliases and control characters are refused (yamlblock)."""
    try:
        located = load_yaml(text, 1)
    except BlockError as err:
        return [], [Problem(display, err.line, f"terms: {err}", stage=Stage.COURSE)]
    if located.data is None:
        return [], []
    if not isinstance(located.data, list):
        return [], [Problem(display, 1, "terms: a YAML list of entries (- use: …)", stage=Stage.COURSE)]
    entries, problems = [], []
    for i, data in enumerate(located.data):
        line = located.line(i)
        if not isinstance(data, dict):
            problems.append(Problem(display, line, "terms: each entry is a mapping with use, why and refuse or pattern",
                                    stage=Stage.COURSE))
            continue
        unknown = sorted(set(data) - _KEYS)
        if unknown:
            problems.append(Problem(display, line,
                                    f"terms: unknown field {unknown[0]!r} (fields: {', '.join(sorted(_KEYS))})",
                                    stage=Stage.COURSE))
            continue
        use, why = str(data.get("use") or "").strip(), str(data.get("why") or "").strip()
        refuse = data.get("refuse") or []
        if not use or not why:
            problems.append(Problem(display, line, "terms: an entry needs `use` (the form to write) and `why`",
                                    stage=Stage.COURSE))
            continue
        if not isinstance(refuse, list) or not all(isinstance(r, str) and r.strip() for r in refuse):
            problems.append(Problem(display, line, "terms: refuse is a list of words", stage=Stage.COURSE))
            continue
        if not refuse and not data.get("pattern"):
            problems.append(Problem(display, line, "terms: an entry refuses words (refuse: […]) or a pattern",
                                    stage=Stage.COURSE))
            continue
        pattern = None
        if data.get("pattern"):
            try:
                pattern = compile_content(str(data["pattern"]))
            except ValueError as err:
                problems.append(Problem(display, line, f"terms: pattern {data['pattern']!r} is not a regular "
                                                       f"expression: {err}", stage=Stage.COURSE))
                continue
            if pattern.search(""):
                problems.append(Problem(display, line, f"terms: pattern {data['pattern']!r} matches empty text",
                                        stage=Stage.COURSE))
                continue
        from_lesson = data.get("from_lesson", 0)
        if not isinstance(from_lesson, int) or isinstance(from_lesson, bool) or from_lesson < 0:
            problems.append(Problem(display, line, "terms: from_lesson is a lesson number", stage=Stage.COURSE))
            continue
        forms = tuple(unicodedata.normalize("NFC", r.strip()) for r in refuse)
        entries.append(Entry(use, why, forms, pattern, from_lesson, line))
    return entries, problems


def _lower(text: str) -> str:
    """ASCII letters in lower case, every character where it was (``str.lower`` may lengthen a few letters)."""
    lowered = text.lower()
    return lowered if len(lowered) == len(text) else text.translate(_ASCII_LOWER)


def _latin(ch: str) -> bool:
    return ch.isascii() and ch.isalpha()


def find_word(masked: str, form: str, lowered: str | None = None) -> list[tuple[int, int]]:
    """Where ``form`` occurs in ``masked`` as a word (with Bengali endings for a Bengali form).

    ``lowered``: ``masked`` with ASCII letters in lower case, if the caller has it already.
    """
    latin = form.isascii()
    haystack = (lowered if lowered is not None else _lower(masked)) if latin else masked
    needle = _lower(form) if latin else form
    if needle not in haystack:
        return []
    found, at = [], haystack.find(needle)
    while at >= 0:
        end = at + len(needle)
        if at == 0 or not wordish(masked[at - 1]):
            stop = end
            while stop < len(masked) and wordish(masked[stop]):
                stop += 1
            rest = masked[end:stop]
            if latin:
                compound = end + 1 < len(masked) and masked[end] in HYPHENS and _latin(masked[end + 1])
                if not rest and not compound:
                    found.append((at, end))
            elif _ENDINGS.fullmatch(rest):
                found.append((at, stop))
        at = haystack.find(needle, at + 1)
    return found


def check_vocabulary(page: str, pieces: list[Piece], entries: list[Entry], lesson: int | None,
                     allowed: dict[int, set[str]]) -> list[Problem]:
    """Each refused variant in the prose: page, line, the variant and the form to use."""
    problems = []
    active = [e for e in entries if not e.from_lesson or (lesson is not None and lesson < e.from_lesson)]
    words = [re.escape(_lower(f)) for e in active for f in e.refuse]
    any_word = re.compile("|".join(words)) if words else None
    patterns = [e.pattern for e in active if e.pattern is not None]
    for piece in pieces:
        masked = piece.masked
        lowered = _lower(masked)
        if not (any_word and any_word.search(lowered)) and not any(p.search(masked) for p in patterns):
            continue  # most lines: nothing to look at closely
        for entry in active:
            spans = [span for form in entry.refuse for span in find_word(masked, form, lowered)]
            if entry.pattern is not None:
                group = entry.pattern.groupindex.get("refused", 0)
                spans += [m.span(group) for m in entry.pattern.finditer(masked) if m.start(group) >= 0]
            for start, end in sorted(set(spans)):
                written = piece.text[start:end]
                if written in allowed.get(piece.line, ()):
                    continue
                problems.append(Problem.on_page(page, piece.line, (
                    f"vocabulary: write {entry.use!r}, not {written!r}: {entry.why} (course/terms.yml:{entry.line}; "
                    f"quoting someone else's words: <!-- terms: allow {written} -->)"), stage=Stage.GATE))
    return problems


def ascii_numbers(masked: str) -> list[tuple[int, int]]:
    """ASCII numbers in masked prose that are not part of a name (see the module's docstring)."""
    found = []
    for m in _ASCII_NUMBER.finditer(masked):
        start, end = m.span()
        token = m.group(0)
        before = masked[start - 1] if start else " "
        after = masked[end] if end < len(masked) else " "
        if "e" in token.lower():
            found.append((start, end))
            continue
        if _latin(before) or before == "_" or _latin(after) or after == "_":
            continue  # float32, log1p, x1, 2D
        if before in HYPHENS and start >= 2 and _latin(masked[start - 2]):
            continue  # UTF-8
        if "." in token and _LATIN_WORD_BEFORE.search(masked[:start]):
            continue  # torch 2.13
        found.append((start, end))
    return found


def check_digits(page: str, pieces: list[Piece], allowed: dict[int, set[str]]) -> list[Problem]:
    """ASCII numbers in prose: page, line and the number as Bengali digits."""
    from ..content.text import to_bengali_digits

    problems = []
    for piece in pieces:
        for start, end in ascii_numbers(piece.masked):
            token = piece.text[start:end]
            if token in allowed.get(piece.line, ()):
                continue
            problems.append(Problem.on_page(page, piece.line, (
                f"digits: write {to_bengali_digits(token)!r}, not {token!r}: numbers in prose are Bengali digits "
                "(a number a run printed is a claim, [[run: …]]; code is `code`; a name keeps its digits: "
                f"float32, torch 2.13; quoting: <!-- terms: allow {token} -->)"), stage=Stage.GATE))
    return problems
