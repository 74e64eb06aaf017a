"""The course's data, read and checked by the engine once a build: the roadmap and the glossary.

Both the MkDocs build (``pathshala_mkdocs``: it logs what ``CourseData`` holds and stops on a problem) and
``python -m pathshala check`` (it prints the same problems, word for word) call ``read``, so the command
line reports exactly what a build reports. The vocabulary (``course/terms.yml``) is the authoring gate's
(``gate.Inputs``), which the site pass runs for both already. Where each file is: ``project.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .. import glossary as glossary_mod
from ..glossary import Glossary
from ..problems import Problem, Severity
from ..project import GLOSSARY, ROADMAP, Project
from . import lesson

if TYPE_CHECKING:
    from ..running.runner import Runner
    from .lesson import Roadmap


@dataclass
class CourseData:
    """The roadmap and the glossary of one build, with what is wrong in them."""

    roadmap: Roadmap | None = None
    glossary: Glossary = field(default_factory=Glossary)
    has_glossary: bool = False  # the project has a glossary file (else: no tooltips, no শব্দকোষ sections)
    found: list[Problem] = field(default_factory=list)  # in the roadmap, then in the glossary
    facts_read: int = 0  # library facts a run read this time (0 when all came from the cache)

    @property
    def problems(self) -> list[Problem]:
        """What stops a build."""
        return [p for p in self.found if p.severity is not Severity.WARNING]

    @property
    def warnings(self) -> list[Problem]:
        """What a strict build fails on after rendering (a lesson page the roadmap does not list, …)."""
        return [p for p in self.found if p.severity is Severity.WARNING]


def read(project: Project, pages: set[str], runner: Runner | None = None) -> CourseData:
    """The roadmap (checked against the site's ``pages``) and the glossary (its library facts filled by
    ``runner``'s sealed run), each problem naming its file and line."""
    data = CourseData()
    data.roadmap, problems = lesson.load_roadmap(project.path(ROADMAP), pages)
    data.found += problems
    if data.roadmap is not None and not problems:
        data.found += lesson.disagreements(data.roadmap, pages)
    path = project.path(GLOSSARY)
    if path.is_file():
        data.has_glossary = True
        terms, problems = glossary_mod.load(path)
        if not problems:
            found, reading = glossary_mod.fill_facts(terms, project.facts_cache, runner)
            problems += found
            data.facts_read = len(reading.values) if reading.ran else 0
        data.found += problems
        if not problems:
            data.glossary = terms
    return data
