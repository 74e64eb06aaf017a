"""The course map: the roadmap's modules, and the home page's map of every lesson, module by module.

``course/roadmap.yml`` lists the 14 modules beside the 91 lessons, one line each::

    modules:
      - {number: 1, title: "ভিত্তি: সংখ্যা থেকে gradient", first: 1, last: 8}
    lessons:
      - {number: 1, title: "Neural network কী, আর শেখা মানে কী"}
      - {number: 4, title: "…", page: 04-forward-backprop.md}

A module holds the lessons ``first``–``last``; the modules follow each other without a gap
and every lesson listed lies in one. A lesson's module comes from here, not from its page:
the header shows it, and a page's front-matter ``module:``, where it has one, must agree
(the authoring gate checks it).

The home page's map (``<!-- pathshala:roadmap -->``) shows each module with its lessons
together: a ``<details>`` per module, open where some lesson of it is written, whose summary
says its title, its lessons' numbers and how many are written; inside, a table of its lessons,
written ones linked, the rest "শীঘ্রই" and never links. All of it is plain HTML that reads
without JavaScript; the script adds the reader's progress (lessons marked complete, for the
course and for each module) where the map leaves empty places for it.

``<!-- pathshala:start -->`` (on the home page, above the map) is the "start here" of the first screen:
a link to the first written lesson, which the script joins with a link to where the reader stopped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..problems import Problem, Stage
from ..rendering.templates import Templates
from .text import to_bengali_digits as bn

if TYPE_CHECKING:
    from .lesson import Roadmap
    from .yamlblock import Located


@dataclass(frozen=True)
class Module:
    number: int
    title: str
    first: int
    last: int
    line: int = 0

    def holds(self, lesson: int) -> bool:
        return self.first <= lesson <= self.last

    @property
    def label(self) -> str:
        return f"মডিউল {bn(str(self.number))}"  # a part of the course; Latin "module" is torch.nn.Module (terms.yml)


def read_modules(located: Located, where: str) -> tuple[list[Module], list[Problem]]:
    """The ``modules:`` list of the roadmap, checked: numbered 1, 2, … in order, ranges back to back."""
    entries = (located.data or {}).get("modules") if isinstance(located.data, dict) else None
    if entries is None:
        return [], []
    if not isinstance(entries, list):
        return [], [Problem(where, located.line("modules"), "modules is a list of {number, title, first, last}",
                            stage=Stage.COURSE)]
    modules: list[Module] = []
    problems: list[Problem] = []
    for i, entry in enumerate(entries):
        line = located.line("modules", i)
        fields = ("number", "first", "last")
        if (not isinstance(entry, dict) or not str(entry.get("title") or "").strip()
                or not all(isinstance(entry.get(k), int) and not isinstance(entry.get(k), bool) for k in fields)):
            problems.append(Problem(where, line, "each module needs a whole-number `number`, `first` and "
                                                 "`last` (its lessons) and a `title`", stage=Stage.COURSE))
            continue
        module = Module(entry["number"], str(entry["title"]), entry["first"], entry["last"], line)
        expected_number = modules[-1].number + 1 if modules else 1
        expected_first = modules[-1].last + 1 if modules else 1
        if module.number != expected_number or module.first != expected_first or module.last < module.first:
            problems.append(Problem(where, line, (
                f"module {module.number} (lessons {module.first}–{module.last}): modules are numbered 1, 2, … and "
                f"follow each other without a gap or overlap; this one should be module {expected_number} "
                f"starting at lesson {expected_first}"), stage=Stage.COURSE))
            continue
        modules.append(module)
    return modules, problems


def unplaced(roadmap: Roadmap, where: str) -> list[Problem]:
    """Lessons outside every module, and a roadmap whose counts disagree with what it lists."""
    if not roadmap.modules:
        return []
    problems = [Problem(where, x.line, f"lesson {x.number} lies in no module: extend a module's first–last",
                        stage=Stage.COURSE)
                for x in roadmap.lessons if roadmap.module_of(x.number) is None]
    if roadmap.total_modules and roadmap.total_modules != len(roadmap.modules):
        problems.append(Problem(where, 1, f"total_modules: {roadmap.total_modules}, but "
                                          f"{len(roadmap.modules)} modules are listed", stage=Stage.COURSE))
    if roadmap.total_lessons and roadmap.total_lessons != len(roadmap.lessons):
        problems.append(Problem(where, 1, f"total_lessons: {roadmap.total_lessons}, but "
                                          f"{len(roadmap.lessons)} lessons are listed: the map shows every one",
                                stage=Stage.COURSE))
    return problems


def map_html(roadmap: Roadmap, href: Callable[[str], str], templates: Templates,
             parts: dict[int, int] | None = None) -> str:
    """The home page's map: every module with its lessons, written ones linked, the rest শীঘ্রই.

    ``parts``: how many parts (sittings, ``content/parts.py``) each written lesson reads in, by number; a
    lesson's row carries it so that pathshala.js can show "২/৪ ভাগ পড়া"."""
    modules = []
    for module in roadmap.modules:
        lessons = [x for x in roadmap.lessons if module.holds(x.number)]
        modules.append({"module": module, "lessons": lessons, "done": sum(1 for x in lessons if x.page),
                        "span": f"পর্ব {bn(f'{module.first:02d}')}–{bn(f'{module.last:02d}')}"})
    return str(templates.render(
        "course/map.html", written=sum(1 for x in roadmap.lessons if x.page),
        total=roadmap.total_lessons or len(roadmap.lessons), modules=modules, lessons=roadmap.lessons, href=href,
        parts=parts or {},
    ))


def start_html(roadmap: Roadmap, href: Callable[[str], str], templates: Templates) -> str:
    """The home page's "start here": a link to the first written lesson (nothing while none is written)."""
    first = min((x for x in roadmap.lessons if x.page), key=lambda x: x.number, default=None)
    return "" if first is None else str(templates.render("course/start.html", first=first, href=href))
