"""The build model: every page of the site with its fences, claims and widgets, each known by its place.

The site pass fills it (scan → plan → run → verify, see ``site.py``); rendering
reads it. A block is found by its ``Ref`` (page and position), never by its
code text, so two pages with the same code show their own runs. A fence's spec is
what the page wrote (frozen); what its run did is a ``FenceResult`` the page keeps
by the fence's place. One owner (the MkDocs plugin, or the command line) makes a
model per build and drops it after; nothing of a build lives in a module global.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .blocks import FenceSpec, Ref, Widget
from .claims import Claim
from .problems import Problem, Severity, Stage
from .project import Project
from .recorded import Verdict
from .result import RunResult


@dataclass
class FenceResult:
    """What the site pass made of one fence: its run's cache key, the run, what the page shows, the verdicts."""

    key: str = ""
    run: RunResult | None = None  # what this build's run printed
    shown: RunResult | None = None  # what the page shows: the recording where the run agrees with it
    verdicts: list[Verdict] = field(default_factory=list)


@dataclass
class BlockRun:
    """One run a block asks for besides the executed fences (an exercise's proof: one per file): its cache key
    and, once the site pass ran it, the run its kind's ``check`` judges."""

    key: str = ""
    run: RunResult | None = None
    snippet: bool = True  # a run of the sealed runner, counted in "snippets: N total"; False: a kind's own proof


class Found:
    """The views of a model's ``found`` problems (one list, never three that must agree)."""

    found: list[Problem]

    @property
    def problems(self) -> list[Problem]:
        """The errors: a build stops on them."""
        return [p for p in self.found if p.severity is Severity.ERROR]

    @property
    def warnings(self) -> list[Problem]:
        """Not fatal alone; a strict build fails on them after rendering."""
        return [p for p in self.found if p.severity is Severity.WARNING]

    @property
    def recording_problems(self) -> list[Problem]:
        """The errors of running and recording a fence: `accept` fails only on these (a claim or proof that
        no longer holds is the author's next edit)."""
        return [p for p in self.problems if p.stage is Stage.RECORD]


@dataclass
class PageModel(Found):
    """One page: its raw text, front matter, executed fences (predict snippets last), claims and widgets."""

    page: str  # docs-relative
    text: str
    meta: dict = field(default_factory=dict)
    fences: list[FenceSpec] = field(default_factory=list)
    claims: list[Claim] = field(default_factory=list)
    widgets: list[Widget] = field(default_factory=list)
    # What the site pass read besides the text (each snippet folder its fences use, by content), and
    # what it found here: a later build of an unchanged page with unchanged inputs reuses all of it.
    inputs: tuple = ()
    found: list[Problem] = field(default_factory=list)  # what the site pass found on this page
    results: dict[Ref, FenceResult] = field(default_factory=dict)  # each fence's run, by its place
    block_runs: dict[Ref, dict[str, BlockRun]] = field(default_factory=dict)  # a block's own runs (Kind.jobs), by name

    @property
    def lesson(self) -> bool:
        return self.meta.get("lesson") is not None

    def shown_fences(self) -> list[FenceSpec]:
        """The fences the page shows as code with output, in page order (predict snippets are not)."""
        return [f for f in self.fences if not f.exercise]

    def named(self, name: str) -> FenceSpec | None:
        return next((f for f in self.fences if f.name == name), None)

    def titles(self) -> dict[str, str]:
        """Fence name → its label, for a claim's tooltip."""
        return {f.name: f.label for f in self.fences}

    def result(self, fence: FenceSpec) -> FenceResult:
        """What the site pass made of this fence (an empty result before it ran)."""
        return self.results.setdefault(fence.ref, FenceResult())

    def shown(self, fence: FenceSpec) -> RunResult | None:
        """The run of this fence as the page shows it, None before the site pass ran it."""
        found = self.results.get(fence.ref)
        return found.shown if found is not None else None

    def runs_of(self, block: Widget) -> dict[str, RunResult | None]:
        """The runs a block asked for (``Kind.jobs``), by the name its kind gave each; {} before the site pass."""
        return {name: found.run for name, found in self.block_runs.get(block.ref, {}).items()}

    def run_conditions(self) -> RunResult | None:
        """One run of this page, for the run banner (all share versions and settings)."""
        runs = (self.results[f.ref].run for f in self.fences if f.ref in self.results)
        return next((run for run in runs if run is not None and run.versions), None)


@dataclass
class SiteModel(Found):
    """The whole site as one build sees it."""

    root: Path
    pages: dict[str, PageModel] = field(default_factory=dict)
    found: list[Problem] = field(default_factory=list)  # every problem and warning of the build, in order
    changes: list[str] = field(default_factory=list)  # what `accept` recorded
    recorded: int = 0  # recordings `accept` wrote (outputs and figures)
    verdicts: list[Verdict] = field(default_factory=list)  # every recording, for the drift report
    checked: list[str] = field(default_factory=list)  # pages scanned and verified by this build (not reused)
    total: int = 0
    ran: int = 0
    cached: int = 0
    seconds: float = 0.0
    sandbox: str = ""  # which walls stood around this build's runs (seal.Walls.line); "" when nothing ran
    gate: dict = field(default_factory=dict)  # page -> gate.PageGate: the authoring gate's findings, reading time
    project: Project | None = None  # the project the build reads (its layout, its templates); None: the defaults

    @property
    def layout(self) -> Project:
        """The build's project (``project.py``): every render site takes its templates from here."""
        return self.project if self.project is not None else Project(Path(self.root or "."))

    @property
    def summary(self) -> str:
        reused = len(self.pages) - len(self.checked)
        pages = f", {reused} unchanged page(s) reused" if reused else ""
        return f"snippets: {self.total} total, {self.ran} ran, {self.cached} cached{pages}, {self.seconds:.2f} s"

    def fences(self) -> list[FenceSpec]:
        return [f for page in self.pages.values() for f in page.fences]

    def result(self, fence: FenceSpec) -> FenceResult:
        """What the site pass made of a fence of any page."""
        return self.pages[fence.page].result(fence)

    def by_ref(self, ref: Ref) -> FenceSpec | Widget:
        """A fence or a widget by its place; KeyError names what is missing."""
        model = self.pages.get(ref.page)
        items: list[FenceSpec | Widget] = [*model.fences, *model.widgets] if model else []
        found = next((x for x in items if x.ref == ref), None)
        if found is None:
            raise KeyError(f"the build model has no fence or widget {str(ref)!r}")
        return found
