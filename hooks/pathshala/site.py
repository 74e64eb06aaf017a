"""One pass over the whole site before rendering: run, check, report.

Every executed fence of every page is found first, the uncached ones run in
parallel, and then each is checked (run outcome, recorded output, claims), so
a build reports all of its problems at once instead of stopping at the first.
"""

from __future__ import annotations

import dataclasses
import datetime
import time
from dataclasses import dataclass, field
from pathlib import Path

from . import claims as claims_mod
from . import recorded, svg, widgets
from .cache import Cache, cache_key
from .compare import noise_floor
from .fences import Fence, scan_page
from .problems import Problem, excerpt, indent
from .result import RunResult
from .runner import Job, Runner
from .settings import RunSettings, library_versions


@dataclass
class PageRuns:
    """What one page shows: its fences with their results, and its claims."""

    page: str
    fences: list[Fence] = field(default_factory=list)
    results: list[RunResult | None] = field(default_factory=list)
    claims: list[claims_mod.Claim] = field(default_factory=list)
    widgets: list[widgets.Widget] = field(default_factory=list)

    def titles(self) -> dict[str, str]:
        return {f.name: f.label for f in self.fences}

    def run_conditions(self) -> RunResult | None:
        """One result of this page, for the run banner (all share versions and settings)."""
        return next((r for r in self.results if r is not None and r.versions), None)


@dataclass
class SiteReport:
    pages: dict[str, PageRuns]
    problems: list[Problem]
    changes: list[str]
    total: int
    ran: int
    cached: int
    seconds: float
    results: dict[str, RunResult] = field(default_factory=dict)  # code -> its run, for rendering
    fences: dict[str, Fence] = field(default_factory=dict)  # code -> its fence, for rendering
    verdicts: list[recorded.Verdict] = field(default_factory=list)  # every recording, for the drift report
    warnings: list[Problem] = field(default_factory=list)  # not fatal alone; a strict build fails on them

    @property
    def summary(self) -> str:
        return f"snippets: {self.total} total, {self.ran} ran, {self.cached} cached, {self.seconds:.2f} s"

    def fence_for(self, code: str) -> Fence | None:
        return self.fences.get(code_key(code))

    def result_for(self, code: str) -> RunResult | None:
        return self.results.get(code_key(code))

    def output_for(self, code: str) -> str | None:
        result = self.result_for(code)
        return None if result is None else result.output


def code_key(code: str) -> str:
    """Code as both the raw page and the rendered fence see it (trailing blanks ignored)."""
    return "\n".join(line.rstrip() for line in code.strip("\n").splitlines())


def job_for(fence: Fence, root: Path) -> Job:
    if fence.snippet:
        path = root / fence.snippet
        return Job(
            code=fence.code,
            display_path=fence.snippet,
            folder=path.parent,
            script_name=path.name,
            timeout=fence.timeout,
            figures=fence.figures,
        )
    return Job(
        code=fence.code, display_path=fence.display_path, first_line=fence.line, timeout=fence.timeout,
        figures=fence.figures,
    )


def outcome_problem(fence: Fence, result: RunResult) -> Problem | None:
    """A problem unless the run ended as the fence expects (exit status ``returncode``, default 0)."""
    if result.outcome in ("ok", "exit") and result.status == fence.returncode:
        return None
    if result.outcome == "ok":
        message = f"exited with status 0 but the fence expects returncode={fence.returncode}"
    else:
        message = result.message
    return Problem(fence.where, f"{fence.label} {message}. Its output:\n{indent(excerpt(result.output))}")


def shown_result(result: RunResult, verdicts: list[recorded.Verdict]) -> RunResult:
    """The run as the page shows it: where the run agrees with its recording, the recording's text.

    A page (and its claims, proofs and notebook) then reads the same on every
    machine; the run it was checked against only differed within printed precision.
    """
    agreed = {v.what: v.recorded_text for v in verdicts if v.recorded_text is not None and v.status != "drifted"}
    if not agreed:
        return result
    figures = {name: agreed.get(f"figure {name}", text) for name, text in result.figures.items()}
    return dataclasses.replace(result, output=agreed.get("output", result.output), figures=figures)


def noise_warnings(fence: Fence, verdicts: list[recorded.Verdict]) -> list[Problem]:
    """A recorded output that prints rounding noise (|x| below the fence's noise floor, 1e-12 unless it
    says otherwise, with significant digits) holds on one CPU only."""
    found = []
    for verdict in verdicts:
        if verdict.what != "output" or verdict.recorded_text is None:
            continue
        for token in noise_floor(verdict.recorded_text, fence.noise_floor):
            found.append(
                Problem(
                    fence.where,
                    f"{verdict.recorded} line {token.line} prints {token.text}, below {fence.noise_floor:g}: at "
                    "this size a float's digits are usually rounding noise that differs from CPU to CPU. Print a "
                    "bound (`< 1e-12`), a rounded value or `allclose` instead; if the value is exact, lower the "
                    'fence\'s noise_floor="…" below it.',
                )
            )
    return found


def figure_problem(fence: Fence, result: RunResult) -> Problem | None:
    """Every declared figure was written and is safe to inline."""
    for name in fence.figures:
        if name not in result.figures:
            return Problem(fence.where, f"{fence.label} did not write its figure {name} (or it is over 2 MB)")
        found = svg.problems(result.figures[name])
        if found:
            return Problem(fence.where, f"figure {name} of {fence.label} cannot be inlined: it {'; it '.join(found)}")
    return None


class SiteBuild:
    """Runs and checks every executed fence of a set of pages (no MkDocs needed)."""

    def __init__(
        self,
        root: Path,
        cache_dir: Path | None = None,
        settings: RunSettings | None = None,
        accept: bool = False,
    ):
        self.root = Path(root)
        self.settings = settings or RunSettings()
        self.cache = Cache(cache_dir or self.root / ".cache" / "pathshala" / "runs")
        self.accept = accept
        self.runner = Runner(self.settings)

    def scan(self, pages: dict[str, str]) -> tuple[dict[str, PageRuns], list[Problem]]:
        """Every page's executed fences, claims and widgets; ``pages`` maps docs-relative paths to Markdown."""
        problems: list[Problem] = []
        site: dict[str, PageRuns] = {}
        for page, text in sorted(pages.items()):
            fences, found = scan_page(page, text, self.root)
            page_claims, malformed = claims_mod.find(page, text)
            blocks, bad_blocks = widgets.scan_page(page, text, self.root)
            problems += found + malformed + bad_blocks
            fences += [w.fence for w in blocks if w.fence is not None]  # predict blocks run a snippet too
            page_claims += [c for w in blocks for c in w.claims]
            site[page] = PageRuns(page, fences, [None] * len(fences), page_claims, blocks)
        return site, problems

    def run(self, pages: dict[str, str]) -> SiteReport:
        """``pages`` maps docs-relative page paths to their raw Markdown."""
        started = time.monotonic()
        site, problems = self.scan(pages)

        versions = library_versions()
        keyed: dict[str, Job] = {}
        fence_keys: list[tuple[PageRuns, int, str]] = []
        for runs in site.values():
            for i, fence in enumerate(runs.fences):
                job = job_for(fence, self.root)
                key = cache_key(job, self.settings, versions)
                keyed.setdefault(key, job)
                fence_keys.append((runs, i, key))

        results: dict[str, RunResult] = {}
        todo = []
        for key in keyed:
            hit = self.cache.get(key)
            if hit is not None:
                results[key] = hit
            else:
                todo.append(key)
        for key, result in zip(todo, self.runner.run_many([keyed[k] for k in todo]), strict=True):
            self.cache.put(key, result)
            results[key] = result

        changes: list[str] = []
        verdicts: list[recorded.Verdict] = []
        warnings: list[Problem] = []
        accepted_lessons: dict[str, tuple[dict, dict, list[str]]] = {}
        by_code: dict[str, RunResult] = {}
        fence_by_code: dict[str, Fence] = {}
        for runs, i, key in fence_keys:
            fence, result = runs.fences[i], results[key]
            runs.results[i] = result
            by_code[code_key(fence.code)] = result
            fence_by_code[code_key(fence.code)] = fence
            bad = outcome_problem(fence, result) or figure_problem(fence, result)
            if bad:
                problems.append(bad)
                verdicts.append(recorded.Verdict(fence, "output", fence.recorded, "failed", bad.message))
                continue
            if self.accept:
                written = recorded.accept(fence, result, self.root)
                changes += [text for _, text in written]
                if written:
                    entry = accepted_lessons.setdefault(fence.lesson, (result.versions, result.machine, []))
                    entry[2].extend(Path(rel).name for rel, _ in written)
            found = recorded.check(fence, result, self.root)
            verdicts += found
            problems += [v.problem for v in found if v.problem is not None]
            runs.results[i] = by_code[code_key(fence.code)] = shown_result(result, found)
            warnings += noise_warnings(fence, found)
        today = datetime.datetime.now(datetime.UTC).date().isoformat()
        for lesson_dir, (versions, machine, names) in sorted(accepted_lessons.items()):
            changes.append(recorded.write_acceptance(self.root, lesson_dir, versions, today, machine, names))
        problems += self._check_claims(site)
        for runs in site.values():
            named = {
                f.name: (f, r.output if r is not None and r.ok else None)
                for f, r in zip(runs.fences, runs.results, strict=True)
            }
            problems += widgets.check_proofs(runs.widgets, named)
        return SiteReport(
            pages=site,
            problems=problems,
            changes=changes,
            total=len(keyed),
            ran=len(todo),
            cached=len(keyed) - len(todo),
            seconds=time.monotonic() - started,
            results=by_code,
            verdicts=verdicts,
            fences=fence_by_code,
            warnings=warnings,
        )

    @staticmethod
    def _check_claims(site: dict[str, PageRuns]) -> list[Problem]:
        problems = []
        for runs in site.values():
            by_name = {f.name: (f, r) for f, r in zip(runs.fences, runs.results, strict=True)}
            for claim in runs.claims:
                if claim.snippet not in by_name:
                    names = ", ".join(sorted(by_name)) or "none"
                    problems.append(
                        Problem(
                            claim.where,
                            f"claim {claim.raw} names {claim.snippet!r}, which no executed fence "
                            f"on this page shows (fences here: {names})",
                        )
                    )
                    continue
                fence, result = by_name[claim.snippet]
                if result is None or not result.ok:
                    continue  # the failed run is reported already
                bad = claims_mod.check(claim, result.output, fence.label)
                if bad:
                    problems.append(bad)
        return problems
