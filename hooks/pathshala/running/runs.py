"""The run model: what a block asks the build to run, and what each run must show.

Every kind of block declares its runs one way: ``Kind.runs(spec, root)`` → ``{run name: RunSpec}``
(``blocks/base.py``). An executed fence asks for one run (``"run"``), a predict block for one (its
hidden snippet, ``"run"`` too), an exercise for one per file it proves. A ``RunSpec`` is the job
the sealed runner runs (``runner.Job``) plus what the run must show:

- ``returncode``: the exit status it must end with (a fence's ``returncode=``, 0 by default);
  ``None`` when its kind judges the run itself in ``check`` (an exercise's proof reads its verdict);
- ``recording``: where its output and figures are recorded and how a new run is compared with them
  (``Recording``: the folder under ``snippets/``, the name, the figures it writes, the tolerance,
  the lines that may vary, the noise floor, the sweep's rounding exemption); ``None``: nothing is
  recorded (an exercise's proof).

The site pass (``site.py``) plans, runs, repeats, records and verifies every run the same way,
whatever kind asked for it; the build model (``model.py``) keeps one record of each by the block's
place and the run's name. This module knows nothing of pages or blocks: the runner and the
recordings never import the page model (``tests/test_run_model.py`` checks the import graph).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from pathlib import Path

from ..content.content_regex import ContentPattern
from ..content.snippet_folder import figure_recording, output_recording
from ..problems import Problem
from ..recordings.compare import NOISE_FLOOR
from .runner import Job

RUN = "run"  # the name of a block's one shown run (an executed fence's, a predict block's)


@dataclass(frozen=True)
class Recording:
    """Where a run's output (``<folder>/<name>.out``) and figures (``<name>.<figure>``) are recorded under
    ``snippets/``, and how a new run is compared with them (``recorded.py``, ``compare.py``)."""

    folder: str  # under snippets/: the recordings and their accepted.json live there
    name: str  # the recording's stem; claims name a recorded run by it
    figures: tuple[str, ...] = ()  # SVG files the run writes, recorded beside its output
    tolerance: float | None = None  # numbers may also differ by this fraction of their size
    varies: ContentPattern | None = None  # output lines it finds may change with the libraries
    noise_floor: float = NOISE_FLOOR  # smaller printed numbers are flagged as rounding noise (0: never)
    rounding: str = ""  # "nearest": the portability sweep's rounding directions skip it (granted)

    @property
    def output(self) -> str:
        """Repo-relative path of the recorded output."""
        return output_recording(self.folder, self.name)

    def figure(self, name: str) -> str:
        """Repo-relative path of a recorded figure."""
        return figure_recording(self.folder, self.name, name)

    @property
    def paths(self) -> list[str]:
        """Every file this recording writes: its output, then each figure."""
        return [self.output, *(self.figure(n) for n in self.figures)]


@dataclass(frozen=True)
class RunSpec:
    """One run a block asks for: the job, where messages place it, and what it must show (module docstring)."""

    job: Job
    label: str  # how messages name the run: its snippet ("snippets/08-x/a.py") or its place
    page: str  # docs-relative page of the block that asks for it
    line: int  # that block's opening line: every problem of the run is located there
    returncode: int | None = 0  # the exit status it must end with; None: its kind's check judges the run
    recording: Recording | None = None  # None: nothing of it is recorded
    # Capabilities of the build machine it needs (a fence's needs="cxx"; needs.NEEDS): where one is missing
    # the run is not made and its output not shown (site.py, needs.py)
    needs: tuple[str, ...] = ()

    @property
    def where(self) -> str:
        return f"docs/{self.page}:{self.line}"

    @property
    def folder(self) -> Path | None:
        """The snippet folder of the code it runs, repo-relative (None for code that has none)."""
        return Path(self.job.display_path).parent if self.job.folder is not None else None

    def problem(self, message: str, **kind) -> Problem:
        """A problem located at the block that asks for this run."""
        return Problem.on_page(self.page, self.line, message, **kind)


def among(job: Job, snippets: frozenset[str]) -> Job:
    """The job with the other snippets of its folder that the site runs (repo-relative ``snippets``) named as
    such: they are not among its inputs unless its code imports them (``snippet_folder.input_paths``)."""
    if job.folder is None:
        return job
    own = Path(job.display_path)
    others = _by_folder(snippets).get(own.parent, frozenset()) - {own.name}
    return replace(job, others=others)


@functools.lru_cache(maxsize=4)
def _by_folder(snippets: frozenset[str]) -> dict[Path, frozenset[str]]:
    """The snippets' names by folder, made once per set: ``among`` is asked once per run (2,500 at 91 lessons),
    and scanning every snippet for each was 10 s of a warm build's 28 (found by profiling ``make bench-scale``)."""
    folders: dict[Path, set[str]] = {}
    for s in snippets:
        path = Path(s)
        folders.setdefault(path.parent, set()).add(path.name)
    return {folder: frozenset(names) for folder, names in folders.items()}
