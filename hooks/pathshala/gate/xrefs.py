"""References to lessons in prose: "পর্ব ০৫" links when lesson ০৫ is written, and says what it points at.

The course refers to a lesson as "পর্ব NN" with two Bengali digits. The rules:

- **Written lessons link themselves.** "পর্ব NN" in prose (not in a heading, a link, code,
  widget text or the lesson's own page) becomes a link to lesson NN when the roadmap gives it
  a ``page:`` (``link_references``, at render time), and stays plain text while it has none;
  writing lesson ০৩ turns every "পর্ব ০৩" of the course into a link. An author may still write
  the link by hand: ``[পর্ব ০৫](05-home-made-autograd.md)``.
- **Another course's lesson** is written "<name> course-এর পর্ব NN" ("Machine Learning
  course-এর পর্ব ১১"): the words "course-এর" or "track-এর" just before it mean it is not ours,
  so it is neither linked nor checked.
- **Problems** (``check``): "পর্ব" with one digit ("পর্ব ৩": write "পর্ব ০৩"); a lesson number
  the roadmap does not have; a link whose text names "পর্ব NN" but points elsewhere than lesson
  NN's page; a link to a lesson's page whose text quotes a title (after "পর্ব NN · ", ": " or in
  parentheses, or the whole text in quotes) that is not the roadmap's title of that lesson.
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from dataclasses import dataclass

from ..content.text import to_ascii_digits, to_bengali_digits
from ..problems import Problem, Stage
from .prose import Prose

REFERENCE = re.compile(r"পর্ব ([০-৯]+)(?![০-৯])")
_EXTERNAL = re.compile(r"(?:course|track)-এর\s+$")
_LINK = re.compile(r"(?<!!)\[(?P<text>[^\]\n]*)\]\((?P<target>[^()\s]*)(?:\s+\"[^\"]*\")?\)")
_TITLE_AFTER = re.compile(r"^\s*(?:·|:|—|–)\s*(?P<title>.+?)\s*$|^\s*\((?P<paren>.+)\)\s*$")
_QUOTED = re.compile(r"^\s*[\"“‘'«](?P<title>.+?)[\"”’'»]\s*$")


@dataclass(frozen=True)
class Reference:
    """One "পর্ব NN" (or a link to a lesson page) on a page."""

    page: str
    line: int
    number: int
    linked: bool  # written as a link by the author


@dataclass(frozen=True)
class Course:
    """What the references are checked against: the roadmap's lessons by number (title, page or None)."""

    titles: dict[int, str]
    pages: dict[int, str]  # written lessons only

    @classmethod
    def of(cls, roadmap) -> Course:
        if roadmap is None:
            return cls({}, {})
        return cls({x.number: x.title for x in roadmap.lessons}, {x.number: x.page for x in roadmap.lessons if x.page})

    def number_of_page(self, page: str) -> int | None:
        return next((n for n, p in self.pages.items() if p == page), None)


def _number(digits: str) -> int:
    return int(to_ascii_digits(digits))


def _label(number: int) -> str:
    return f"পর্ব {to_bengali_digits(f'{number:02d}')}"


def _target_page(page: str, target: str) -> str:
    """A link's target as a docs-relative page (anchor and query dropped)."""
    path = target.split("#", 1)[0].split("?", 1)[0]
    if not path or "://" in path or path.startswith(("/", "mailto:")):
        return path
    return posixpath.normpath(posixpath.join(posixpath.dirname(page), path))


def _same_title(quoted: str, title: str) -> bool:
    def norm(s: str) -> str:
        return " ".join(s.strip().strip("\"“”‘’'«»").split())
    return norm(quoted) == norm(title)


def check(page: str, prose: Prose, course: Course) -> tuple[list[Problem], list[Reference]]:
    """Problems with the page's references, and every reference it makes (for `make review`)."""
    problems: list[Problem] = []
    refs: list[Reference] = []
    if not course.titles:
        return problems, refs  # no roadmap to check against (a site without course/roadmap.yml lessons)
    for piece in prose.pieces:
        line = piece.line
        links = [m for m in _LINK.finditer(piece.text) if piece.masked[m.start()] == "["]
        for m in REFERENCE.finditer(piece.masked):
            if _EXTERNAL.search(piece.masked[: m.start()]):
                continue
            digits = m.group(1)
            if len(digits) == 1:
                problems.append(Problem.on_page(page, line, f"reference {m.group(0)!r}: write a lesson as "
                                                f"{_label(_number(digits))!r}, with two digits", stage=Stage.GATE))
                continue
            number = _number(digits)
            if number not in course.titles:
                problems.append(Problem.on_page(page, line,
                                                f"reference {m.group(0)!r}: the roadmap has no lesson {number}",
                                                stage=Stage.GATE))
                continue
            inside = any(link.start("text") <= m.start() < link.end("text") for link in links)
            refs.append(Reference(page, piece.line, number, inside))
        for link in links:
            problems += _check_link(page, link, course, refs, piece.line)
    return problems, refs


def _check_link(page: str, link: re.Match, course: Course, refs: list, line: int) -> list[Problem]:
    text, target = link.group("text"), _target_page(page, link.group("target"))
    named = REFERENCE.search(text)
    pointed = course.number_of_page(target)
    problems = []
    if named and len(named.group(1)) == 2:
        number = _number(named.group(1))
        if pointed != number:
            at = f"lesson {pointed}'s page" if pointed else repr(link.group("target"))
            want = f" ({course.pages[number]})" if number in course.pages else " (not written yet: no link)"
            problems.append(Problem.on_page(page, line,
                                            f"link {link.group(0)!r}: its text names {_label(number)}, but it "
                                            f"points at {at}; point it at lesson {number}{want}", stage=Stage.GATE))
        rest = text[named.end():]
        quoted = _TITLE_AFTER.match(rest) if rest.strip() else None
        title = (quoted.group("title") or quoted.group("paren")) if quoted else None
        if title and number in course.titles and not _same_title(title, course.titles[number]):
            problems.append(Problem.on_page(page, line,
                                            f"link {link.group(0)!r} quotes the title {title!r}; the roadmap's "
                                            f"title of {_label(number)} is {course.titles[number]!r}",
                                            stage=Stage.GATE))
    elif pointed is not None:
        quoted = _QUOTED.match(text)
        if quoted and not _same_title(quoted.group("title"), course.titles.get(pointed, "")):
            problems.append(Problem.on_page(page, line,
                                            f"link {link.group(0)!r} quotes the title {quoted.group('title')!r}; "
                                           f"the roadmap's title of {_label(pointed)} is "
                                           f"{course.titles.get(pointed)!r}", stage=Stage.GATE))
        refs.append(Reference(page, line, pointed, True))
    return problems


def link_references(markdown: str, page: str, prose: Prose, course: Course, own: int | None) -> str:
    """The page with each plain "পর্ব NN" of its prose linked to lesson NN where that lesson is written.

    ``prose`` is ``prose.read(markdown)``; headings, link texts, widget text, code and the
    page's own lesson (``own``) are left as they are.
    """
    markdown = unicodedata.normalize("NFC", markdown)  # as ``prose.read`` reads it (the same text to a reader)
    lines = markdown.splitlines(True)
    for piece in prose.pieces:
        if piece.kind != "text":
            continue
        text = lines[piece.line - 1]
        if text.rstrip("\r\n") != piece.text:
            continue  # not the line the prose was read from (never expected): leave it alone
        links = [(m.start(), m.end()) for m in _LINK.finditer(piece.text)]
        out, last = [], 0
        for m in REFERENCE.finditer(piece.masked):
            if len(m.group(1)) != 2 or _EXTERNAL.search(piece.masked[: m.start()]):
                continue
            number = _number(m.group(1))
            if number == own or number not in course.pages or any(a <= m.start() < b for a, b in links):
                continue
            target = posixpath.relpath(course.pages[number], posixpath.dirname(page) or ".")
            out += [text[last:m.start()], f"[{m.group(0)}]({target})"]
            last = m.end()
        if out:
            lines[piece.line - 1] = "".join(out) + text[last:]
    return "".join(lines)
