"""The lessons' navigation, derived from the roadmap: a new lesson is content only (issue 39).

``course/roadmap.yml`` says which lessons are written (a lesson with ``page:``); the site's navigation
lists exactly those, in number order, each as ``"০৪ · <title>"`` where the title is the roadmap's,
verbatim. The same title is the page's (its front matter ``title:`` and first heading, checked by the
gate: ``title_problem``) and the home page's map: one rule, nothing shortened in one place only.

``mkdocs.yml``'s ``nav:`` keeps only the pages that are not lessons (home, glossary, verification);
the lessons go right after the home page (``index.md``), or first when the nav has no home page. A
lesson page listed in ``mkdocs.yml``'s nav is refused, with the exact line to delete, so the two
lists can never disagree. Without a ``nav:`` at all, MkDocs lists every page itself and nothing is
derived. The engine never imports MkDocs: the nav here is the plain data of its configuration (a list of
page paths and ``{title: path-or-list}``), which the adapter installs.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..problems import Problem, Stage
from ..project import ROADMAP
from .lesson import LESSON_PAGE, Lesson, Roadmap, markup_in
from .text import to_bengali_digits

CONFIG = "mkdocs.yml"
HOME = "index.md"


def nav_title(lesson: Lesson) -> str:
    """A lesson's title in the navigation: its number and the roadmap's title, never shortened."""
    return f"{to_bengali_digits(f'{lesson.number:02d}')} · {lesson.title}"


def yaml_lines(roadmap: Roadmap, indent: str = "  ") -> list[str]:
    """The derived lesson entries as mkdocs.yml lines (for a configuration built without our plugin)."""
    quote = lambda s: json.dumps(s, ensure_ascii=False)  # noqa: E731 - a YAML double-quoted string
    return [f"{indent}- {quote(nav_title(x))}: {x.page}" for x in sorted(roadmap.lessons, key=lambda x: x.number)
            if x.page]


def _pages(item: Any) -> list[str]:
    """The page paths one nav item points at (its children's too)."""
    if isinstance(item, str):
        return [item]
    if isinstance(item, dict):
        found: list[str] = []
        for value in item.values():
            if isinstance(value, str):
                found.append(value)
            elif isinstance(value, list):
                for child in value:
                    found += _pages(child)
        return found
    return []


def _line_of(config_text: str, page: str) -> tuple[int, str] | None:
    """The first line of mkdocs.yml that lists ``page`` as a nav value, and its text."""
    pattern = re.compile(rf"^\s*-\s.*?(?:^|[\s:\"'-]){re.escape(page)}[\"']?\s*(?:#.*)?$")
    for number, line in enumerate(config_text.splitlines(), 1):
        if pattern.match(line):
            return number, line.rstrip()
    return None


def is_lesson_page(page: str, roadmap: Roadmap) -> bool:
    """A lesson's page: one the roadmap names, or a top-level ``NN-slug.md``."""
    return LESSON_PAGE.match(page) is not None or any(x.named == page for x in roadmap.lessons)


def leftover_lessons(configured: list | None, roadmap: Roadmap, config_text: str = "") -> list[Problem]:
    """Each lesson page mkdocs.yml's nav lists itself: refused, naming the line to delete."""
    problems = []
    for item in configured or []:
        for page in _pages(item):
            if not is_lesson_page(page, roadmap):
                continue
            where = _line_of(config_text, page)
            line, text = where if where is not None else (1, f"the nav entry for {page}")
            problems.append(Problem(CONFIG, line, (
                f"the nav lists the lesson page {page}: lessons are listed from course/roadmap.yml (a lesson "
                f"with `page:`), so delete this line from {CONFIG}: {text.strip()}"), stage=Stage.COURSE))
    return problems


def title_problems(roadmap: Roadmap) -> list[Problem]:
    """A written lesson's roadmap title becomes a nav title: plain text only."""
    return [Problem(ROADMAP, x.line, f"lesson {x.number}'s title {x.title!r} holds {bad}: a title is "
                                                   "plain text (the navigation, the page and the map show it)",
                    stage=Stage.COURSE)
            for x in roadmap.lessons if x.page and (bad := markup_in(x.title)) is not None]


def derive(configured: list | None, roadmap: Roadmap, config_text: str = "",
           parts: dict[str, list[tuple[str, str]]] | None = None) -> tuple[list | None, list[Problem]]:
    """The site's nav: mkdocs.yml's own entries with the written lessons after the home page.

    ``parts``: a lesson read in parts (``content/parts.py``), by page: each part's nav title and page, part 1
    (the lesson's own page) first. Such a lesson is a section of the nav holding its parts.

    ``configured`` is mkdocs.yml's ``nav`` as plain data (None: MkDocs lists every page itself, and so it
    stays). Problems: a lesson page the configured nav lists itself, a lesson title that is not plain text.
    """
    if configured is None:
        return None, []
    problems = leftover_lessons(configured, roadmap, config_text) + title_problems(roadmap)
    if problems:
        return None, problems
    parts = parts or {}

    def entry(lesson: Lesson) -> dict:
        held = parts.get(lesson.page) if lesson.page else None
        if held and len(held) > 1:
            return {nav_title(lesson): [{title: page} for title, page in held]}
        return {nav_title(lesson): lesson.page}

    lessons = [entry(x) for x in sorted(roadmap.lessons, key=lambda x: x.number) if x.page]
    items = list(configured)
    at = next((i + 1 for i, item in enumerate(items) if HOME in _pages(item) and len(_pages(item)) == 1), 0)
    return [*items[:at], *lessons, *items[at:]], []


def title_problem(page: str, title: str | None, line: int, roadmap: Roadmap | None) -> Problem | None:
    """A lesson page's title (front matter ``title:``, else its first heading) is the roadmap's, verbatim."""
    entry = roadmap.by_page(page) if roadmap is not None else None
    if entry is None or title is None or title.strip() == entry.title:
        return None
    return Problem.on_page(page, line, (
        f"the page's title {title.strip()!r} is not lesson {entry.number}'s title on course/roadmap.yml:{entry.line} "
        f"({entry.title!r}): the navigation, the page and the home map show one title; write the roadmap's here, "
        "or change it there"), stage=Stage.GATE)
