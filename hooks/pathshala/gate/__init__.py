"""The authoring gate: what a machine can check in a lesson before a reviewer reads it.

Checked in the site pass, on every page of ``docs/`` (``check_site``): a problem found here is
an error like a drifted recording (``mkdocs build --strict`` stops, ``mkdocs serve`` shows it in
the page's banner). The parts:

- ``reading_time``: a lesson's time computed from the page (the header shows it); a front-matter
  ``time:`` more than 20% away from it is a problem with a per-section breakdown.
- ``terms``: one vocabulary (``course/terms.yml``) and Bengali digits in prose.
- ``xrefs``: "পর্ব NN" references and links to lessons agree with the roadmap (and written
  lessons are linked at render time).
- ``claim_lines``: a claim without a label names a number printed on one line only (checked
  with the runs, in the site pass's ``verify``).
- a lesson page agrees with the roadmap: its ``lesson:`` number is the one the roadmap gives
  its page, and a front-matter ``module:`` is the roadmap's module of that lesson.
- ``review``: ``make review L=07``, the figures a reviewer wants first.

Everything here reads text (no MkDocs, no run); a page's result depends on its text, its
snippets' code, ``course/terms.yml`` and ``course/roadmap.yml`` (with which lessons are written),
and on the gate's own code. ``GateMemo`` keeps it by the digest of those: in memory for a serve
session, and on disk (``.cache/pathshala/memo/gate/``) for the next build. At 91 lessons the gate
reads every page in about 2.5 s on the development machine; a warm build reads its 92 entries instead.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import astuple, dataclass, field
from pathlib import Path

from .. import memo as memo_mod
from ..content import course_nav, parts
from ..content.lesson import Roadmap, load_roadmap
from ..problems import Problem, Severity, Stage
from ..project import ROADMAP, Project
from . import prose as prose_mod
from . import reading_time, terms, xrefs
from .reading_time import ReadingTime
from .xrefs import Course, Reference


@dataclass
class Inputs:
    """What every page is checked against, read once per build."""

    entries: list[terms.Entry]
    roadmap: Roadmap | None
    course: Course
    problems: list[Problem]  # in course/terms.yml
    key: str  # a digest of all of it: a page's memo holds only while it is the same
    root: Path | None = None  # the project: the reading time counts the files a plain code block includes

    @classmethod
    def read(cls, root: Path, pages: set[str]) -> Inputs:
        path = root / terms.FILE
        entries, problems = terms.load(path)
        roadmap_path = root / ROADMAP
        roadmap = load_roadmap(roadmap_path, pages)[0] if roadmap_path.is_file() else None  # the frame reports
        digest = hashlib.sha256()
        for source in (path, roadmap_path):
            digest.update(source.read_bytes() if source.is_file() else b"-")
        digest.update("\n".join(sorted(pages)).encode())
        return cls(entries, roadmap, Course.of(roadmap), problems, digest.hexdigest(), root)


@dataclass
class PageGate:
    """What the gate found on one page."""

    time: ReadingTime | None  # lessons only
    problems: list[Problem] = field(default_factory=list)
    references: list[Reference] = field(default_factory=list)
    prose: prose_mod.Prose | None = None


def _line_of(text: str, key: str) -> int:
    m = re.search(rf"(?m)^{re.escape(key)}\s*:", text)
    return text.count("\n", 0, m.start()) + 1 if m else 1


def frame_problems(page: str, meta: dict, text: str, roadmap: Roadmap | None) -> list[Problem]:
    """A lesson page and the roadmap agree: the number of its page, and its module if the page names one."""
    if roadmap is None or "lesson" not in meta:
        return []
    entry = roadmap.by_page(page)
    found = []
    if entry is not None and isinstance(meta.get("lesson"), int) and meta["lesson"] != entry.number:
        found.append(Problem.on_page(page, _line_of(text, "lesson"), (
            f"front matter says lesson: {meta['lesson']}, but course/roadmap.yml lists this page as lesson "
            f"{entry.number}"), stage=Stage.GATE))
    number = entry.number if entry is not None else meta.get("lesson")
    module = roadmap.module_of(number) if isinstance(number, int) else None
    if module is not None and "module" in meta and str(meta["module"]).strip() != module.title:
        found.append(Problem.on_page(page, _line_of(text, "module"), (
            f"front matter says module: {meta['module']!r}, but lesson {number} is in {module.label} "
            f"{module.title!r} (course/roadmap.yml:{module.line}): write that, or leave module: out "
            "(the header takes it from the roadmap)"), stage=Stage.GATE))
    # One title for the navigation, the page and the home map: the roadmap's (course_nav).
    if "title" in meta and isinstance(meta["title"], str):
        found += filter(None, [course_nav.title_problem(page, meta["title"], _line_of(text, "title"), roadmap)])
    heading = re.search(r"(?m)^# (.+)$", text.split("```", 1)[0])  # its first heading, before any code
    if heading is not None:
        line = text.count("\n", 0, heading.start()) + 1
        found += filter(None, [course_nav.title_problem(page, heading[1].strip(), line, roadmap)])
    return found


def check_page(page, inputs: Inputs) -> PageGate:
    """Every text check of one page (a ``model.PageModel``)."""
    prose = prose_mod.read(page.text, {w.line: w.located for w in page.widgets})
    lesson = page.meta.get("lesson") if isinstance(page.meta.get("lesson"), int) else None
    problems = terms.check_vocabulary(page.page, prose.pieces, inputs.entries, lesson, prose.allowed)
    problems += terms.check_digits(page.page, prose.pieces, prose.allowed)
    found, references = xrefs.check(page.page, prose, inputs.course)
    problems += found
    time = None
    if "lesson" in page.meta:
        time = reading_time.compute(prose, page.fences, page.widgets, inputs.root)
        problems += reading_time.unlabelled_questions(page.page, prose)
        problems += reading_time.unread_includes(page.page, time)
        problems += parts.plan(page.page, page.text, time)[1]  # a declared part that names no ## heading
        late = reading_time.check_label(page.page, page.meta, time, _line_of(page.text, "time"))
        problems += [late] if late else []
        problems += frame_problems(page.page, page.meta, page.text, inputs.roadmap)
    return PageGate(time, sorted(problems, key=_order), references, prose)


def _order(problem: Problem) -> tuple[int, str]:
    return (problem.line or 0, problem.message)


def _to_json(result: PageGate) -> dict:
    return {
        "problems": [[p.path, p.line, p.message, p.severity, p.stage, p.claim] for p in result.problems],
        "time": None if result.time is None else [list(astuple(p)) for p in result.time.parts],
        "unread": [] if result.time is None else [list(u) for u in result.time.unread],
        "references": [list(astuple(r)) for r in result.references],
    }


def _part(row: list) -> reading_time.Part:
    """A section's reading time as the memo keeps it: its eight counts, then the files it counted."""
    title, line, words, code_lines, runs, widgets, exercises, questions, files = row
    return reading_time.Part(title, line, words, code_lines, runs, widgets, exercises, questions,
                             files=[tuple(f) for f in files])


def _from_json(value: dict) -> PageGate:
    time = None if value["time"] is None else ReadingTime(
        [_part(p) for p in value["time"]],
        [tuple(u) for u in value.get("unread", [])])
    problems = [Problem(path, line, message, Severity(severity), Stage(stage), claim)
                for path, line, message, severity, stage, claim in value["problems"]]
    return PageGate(time, problems, [Reference(*r) for r in value["references"]])


class GateMemo:
    """Gate results by page: reused while the page (its text, its snippets' code) and the gate's inputs and
    code are unchanged; in memory for a serve session, and on disk when made with a project root."""

    def __init__(self, project: Project | None = None) -> None:
        self.kept: dict[str, tuple[str, PageGate]] = {}
        self.disk = project.memo("gate") if project is not None else None  # keyed on our code too

    def check(self, page, inputs: Inputs) -> PageGate:
        codes = [r.spec.job.code for runs in page.runs.values() for r in runs.values() if r.spec is not None]
        shown = (getattr(getattr(w, "exercise", None), "sources", None) for w in page.widgets)  # an exercise's files
        codes += [json.dumps(s, sort_keys=True) for s in shown if isinstance(s, dict)]
        codes += reading_time.included_texts(inputs.root, page.text)  # what a plain block shows from a file
        parts = (inputs.key, page.page, page.text, *codes)
        key = self.disk.key(*parts) if self.disk is not None else memo_mod.digest_of("", *parts)
        held = self.kept.get(page.page)
        if held is not None and held[0] == key:
            if self.disk is not None:
                self.disk.used.add(key)
            return held[1]
        stored = self.disk.get(key) if self.disk is not None else None
        result = _from_json(stored) if stored is not None else check_page(page, inputs)
        if stored is None and self.disk is not None:
            self.disk.put(key, _to_json(result))
        self.kept[page.page] = (key, result)
        return result


def check_site(model, root: Path, memo: GateMemo | None = None) -> dict[str, PageGate]:
    """Every page of a ``SiteModel`` through the gate; problems of ``course/terms.yml`` on the model.

    With a disk-backed ``memo`` the entries of pages no longer as they were are removed afterwards
    (the gate always reads the whole site, so what it did not use is stale).
    """
    inputs = Inputs.read(root, set(model.pages))
    model.found += inputs.problems
    memo = memo or GateMemo()
    if memo.disk is not None:
        memo.disk.used = set()
    results = {}
    for name, page in model.pages.items():
        results[name] = memo.check(page, inputs)
        model.found += results[name].problems
    if memo.disk is not None:
        memo.disk.prune()
    return results


def minutes_of(model, page) -> int | None:
    """The computed reading time of a lesson page (from this build's gate, else computed now), or None."""
    found = model.gate.get(page.page) if model is not None else None
    if found is None and "lesson" in page.meta:
        root = getattr(model, "root", None)
        return reading_time.compute(prose_mod.read(page.text), page.fences, page.widgets, root).minutes
    return found.time.minutes if found is not None and found.time is not None else None


def link_references(markdown: str, page, roadmap: Roadmap | None) -> str:
    """``xrefs.link_references`` for a page about to render (the lesson's own number is not linked)."""
    own = page.meta.get("lesson") if page is not None and isinstance(page.meta.get("lesson"), int) else None
    name = page.page if page is not None else ""
    return xrefs.link_references(markdown, name, prose_mod.read(markdown), Course.of(roadmap), own)
