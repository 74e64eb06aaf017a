"""The build model: every page of the site with its fences, claims and widgets, each known by its place.

The site pass fills it (scan → plan → run → verify, see ``site.py``); rendering
reads it. A block is found by its ``Ref`` (page and position), never by its
code text, so two pages with the same code show their own runs. A block's spec is
what the page wrote (frozen); each run it asks for (``Kind.runs``: a fence's, a
predict block's, an exercise's proof) is one ``Run`` the page keeps by the block's
place and the run's name. One owner (the MkDocs plugin, or the command line) makes a
model per build and drops it after; nothing of a build lives in a module global.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .blocks import Block, FenceSpec, Ref, Widget
from .content.claims import Claim
from .problems import Problem, Severity, Stage
from .project import Project
from .recordings.recorded import Verdict
from .running.result import RunResult
from .running.runs import RUN, RunSpec


@dataclass
class Run:
    """What the site pass made of one run a block asked for (``Kind.runs``): its spec, its cache key, what this
    build's run printed, what the page shows, and how each recording compares with it."""

    spec: RunSpec | None  # None: a kind's own proof (``Kind.proofs``), made outside the sealed runner
    key: str = ""
    result: RunResult | None = None  # what this build's run printed
    shown: RunResult | None = None  # what the page shows (always the run: ``site.shown_result``)
    verdicts: list[Verdict] = field(default_factory=list)
    # The capabilities its spec needs (``needs=``) that this machine lacks, each with why (``running/needs.py``):
    # non-empty, the run was not made, nothing of it is shown, and what cites it is marked unchecked.
    missing: dict[str, str] = field(default_factory=dict)

    @property
    def sealed(self) -> bool:
        """A run of the sealed runner (counted in "snippets: N total"), not a kind's own proof."""
        return self.spec is not None and not self.missing


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
    """One page: its raw text, front matter, executed fences, claims, widgets and every run its blocks ask for."""

    page: str  # docs-relative
    text: str
    meta: dict = field(default_factory=dict)
    fences: list[FenceSpec] = field(default_factory=list)  # its executed fences, in page order
    claims: list[Claim] = field(default_factory=list)
    widgets: list[Widget] = field(default_factory=list)
    # What the site pass read besides the text (each snippet folder its fences use, by content), and
    # what it found here: a later build of an unchanged page with unchanged inputs reuses all of it.
    inputs: tuple = ()
    found: list[Problem] = field(default_factory=list)  # what the site pass found on this page
    # Every run a block asks for (Kind.runs), by the block's place and the run's name: the fences' first,
    # then the widgets', each in page order.
    runs: dict[Ref, dict[str, Run]] = field(default_factory=dict)

    @property
    def lesson(self) -> bool:
        return self.meta.get("lesson") is not None

    def blocks(self) -> list[Block]:
        """Every block of the page: its executed fences, then its widgets (each in page order)."""
        return [*self.fences, *self.widgets]

    def run(self, block: Block, name: str = RUN) -> Run | None:
        """What the site pass made of one run of a block, None if the block asks for no such run."""
        return self.runs.get(block.ref, {}).get(name)

    def shown(self, block: Block, name: str = RUN) -> RunResult | None:
        """A block's run as the page shows it, None before the site pass ran it."""
        found = self.run(block, name)
        return found.shown if found is not None else None

    def missing(self, block: Block, name: str = RUN) -> dict[str, str]:
        """The capabilities a block's run needs that this machine lacks ({} when it ran, or needs nothing)."""
        found = self.run(block, name)
        return dict(found.missing) if found is not None else {}

    def unchecked(self) -> dict[str, str]:
        """Recorded run's name → why it was not made in this build (a missing capability): claims and proofs
        citing it are shown as not checked here."""
        return {r.spec.recording.name: ", ".join(sorted(r.missing)) for r in self.recorded()
                if r.missing and r.spec and r.spec.recording}

    def runs_of(self, block: Block) -> dict[str, RunResult | None]:
        """The runs a block asked for (``Kind.runs``, ``Kind.proofs``), by the name its kind gave each."""
        return {name: found.result for name, found in self.runs.get(block.ref, {}).items()}

    def recorded(self) -> list[Run]:
        """The page's recorded runs (fences', then predict blocks'), each once: claims and quizzes name them."""
        return [r for runs in self.runs.values() for r in runs.values() if r.spec and r.spec.recording]

    def named(self, name: str) -> Run | None:
        """The first recorded run of this name (a claim's ``[[name: …]]``, a quiz's proof)."""
        return next((r for r in self.recorded() if r.spec and r.spec.recording
                     and r.spec.recording.name == name), None)

    def titles(self) -> dict[str, str]:
        """Recorded run's name → its label, for a claim's tooltip."""
        return {r.spec.recording.name: r.spec.label for r in self.recorded() if r.spec and r.spec.recording}

    def outputs(self) -> dict[str, str]:
        """Recorded run's name → the output the page shows (the claims' numbers); none before the site pass."""
        shown = {r.spec.recording.name: r.shown for r in self.recorded() if r.spec and r.spec.recording}
        return {name: run.output for name, run in shown.items() if run is not None}

    def run_conditions(self) -> RunResult | None:
        """One run of this page, for the run banner (all share versions and settings)."""
        return next((r.result for r in self.recorded() if r.result is not None and r.result.versions), None)


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
    skipped: list[str] = field(default_factory=list)  # one line per run not made for a missing capability
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
        """Every page's executed fences."""
        return [f for page in self.pages.values() for f in page.fences]

    def runs(self) -> list[Run]:
        """Every run every block of the site asked for, page by page."""
        return [r for page in self.pages.values() for runs in page.runs.values() for r in runs.values()]

    def by_ref(self, ref: Ref) -> Block:
        """A fence or a widget by its place; KeyError names what is missing."""
        model = self.pages.get(ref.page)
        items: list[Block] = model.blocks() if model else []
        found = next((x for x in items if x.ref == ref), None)
        if found is None:
            raise KeyError(f"the build model has no fence or widget {str(ref)!r}")
        return found
