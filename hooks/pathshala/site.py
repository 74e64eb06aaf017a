"""One pass over the whole site before rendering: scan → plan → run → verify (and, on purpose, record).

Every executed fence of every page is found first, the uncached ones run in
parallel, and then each is checked (run outcome, recorded output, claims,
proofs), so a build reports all of its problems at once instead of stopping
at the first. The result is the build model (``model.py``) the pages render from.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from . import PathshalaError, course_data, gate, grants, invisible, recorded, repeat, svg
from . import claims as claims_mod
from .blocks import KINDS, Family, FenceSpec, Ref, Widget, scan_page
from .cache import Cache, cache_key
from .compare import noise_floor
from .course_data import CourseData
from .filestate import FileState
from .gate.claim_lines import unnamed as unnamed_claim_lines
from .lesson import read_front_matter
from .model import BlockRun, PageModel, SiteModel
from .problems import Problem, Severity, Stage, excerpt, indent
from .project import SNIPPETS, Project
from .recorded import Status
from .result import Outcome, RunResult
from .runner import BUDGET_SPENT, Job, Runner
from .selfcontained import site_imports
from .settings import RunSettings, library_versions
from .snippet_folder import (
    ACCEPTANCE,
    SHARED,
    FolderError,
    is_recording,
    is_shared,
    module_files,
    recording_stems,
    shadowing,
    walk,
)


def outcome_problem(fence: FenceSpec, result: RunResult) -> Problem | None:
    """A problem unless the run ended as the fence expects (exit status ``returncode``, default 0)."""
    if result.outcome in (Outcome.OK, Outcome.EXIT) and result.status == fence.options.returncode:
        return None
    if result.outcome is Outcome.OK:
        message = f"exited with status 0 but the fence expects returncode={fence.options.returncode}"
    else:
        message = result.message
    return fence.problem(f"{fence.label} {message}. Its output:\n{indent(excerpt(result.output))}", stage=Stage.RECORD)


def figure_problem(fence: FenceSpec, result: RunResult) -> Problem | None:
    """Every declared figure was written and is safe to inline."""
    for name in fence.options.figures:
        if name not in result.figures:
            return fence.problem(f"{fence.label} did not write its figure {name} (or it is over 2 MB)",
                                 stage=Stage.RECORD)
        found = svg.problems(result.figures[name])
        if found:
            return fence.problem(f"figure {name} of {fence.label} cannot be inlined: it {'; it '.join(found)}",
                                 stage=Stage.RECORD)
    return None


def shown_result(result: RunResult, verdicts: list[recorded.Verdict]) -> RunResult:
    """The run as the page shows it: what the run printed, always (issue 33).

    The recording is only what the run is compared with. A page (its claims, proofs, notebook and figures
    too) had shown the recording wherever the run agreed within the comparison's allowance or a
    ``varies=``: a hand-edited ``8.`` → ``7.``, or ``varies="."``, then published text no run printed.
    Where a difference is allowed, the page shows the run's line.
    """
    return result


def noise_warnings(fence: FenceSpec, verdicts: list[recorded.Verdict]) -> list[Problem]:
    """A recorded output that prints rounding noise (|x| below the fence's noise floor, 1e-12 unless it
    says otherwise, with significant digits) holds on one CPU only."""
    found = []
    for verdict in verdicts:
        if verdict.what != "output" or verdict.recorded_text is None:
            continue
        for token in noise_floor(verdict.recorded_text, fence.options.noise_floor):
            found.append(
                fence.problem(
                    f"{verdict.recorded} line {token.line} prints {token.text}, below "
                    f"{fence.options.noise_floor:g}: at this size a float's digits are usually rounding noise "
                    "that differs from CPU to CPU. Print a "
                    "bound (`< 1e-12`), a rounded value or `allclose` instead; if the value is exact, lower the "
                    'fence\'s noise_floor="…" below it.',
                    severity=Severity.WARNING, stage=Stage.RECORD,
                )
            )
    return found


@dataclass
class Plan:
    """Which job each fence needs (fences with equal inputs share one), and which must run."""

    keys: dict[Ref, str]  # fence's place -> cache key
    jobs: dict[str, Job]  # cache key -> job
    results: dict[str, RunResult]  # cache key -> result (cached ones now, the rest after running)
    todo: list[str]  # cache keys to run


class SiteBuild:
    """Runs and checks every executed fence of a set of pages (no MkDocs needed).

    One ``SiteBuild`` may serve many builds (``mkdocs serve`` keeps one: its
    runner's fork server and its cache outlive rebuilds); each ``run`` returns a
    new model.
    """

    def __init__(
        self,
        root: Path | Project,
        cache_dir: Path | None = None,
        settings: RunSettings | None = None,
        accept: bool = False,
    ):
        # The project (its layout, caches and templates): made by the build's owner from its options, or
        # the defaults for a root alone (``project.py``).
        self.project = root if isinstance(root, Project) else Project(Path(root))
        self.root = self.project.root
        self.settings = settings or RunSettings()
        self.cache = Cache(cache_dir or self.project.runs_cache)
        self.accept = accept
        self.runner = Runner(self.settings)
        # The second run of a new or changed output (``repeat``): another seed and hash seed; its server
        # starts only when such a run is needed.
        self.repeat_runner = Runner(repeat.second_settings(self.settings))
        self.files = FileState()  # listings per build, digests per session (see filestate.py)
        self.gate_memo = gate.GateMemo(self.project)  # the authoring gate's results per page (session, disk)

    def run(self, pages: dict[str, str], previous: SiteModel | None = None) -> SiteModel:
        """``pages`` maps docs-relative page paths to their raw Markdown.

        ``previous`` (the last build of this session, under ``mkdocs serve``): a page whose text and
        snippet folders are unchanged since it is taken from it as it was, run, checked and with its
        problems; only the other pages are scanned, planned and verified (and only their changed
        snippets run). Checks across pages (one recording, two fences; recordings no fence writes)
        are made again on the whole site every build.
        """
        started = time.monotonic()
        self.files.new_build()
        reused = self.reusable(pages, previous)
        model = self.scan({page: text for page, text in pages.items() if page not in reused})
        plan = self.plan(model)
        proving = self.start_block_proofs(model)  # beside the sealed runs: Node's start costs seconds
        self.execute(plan)
        if plan.todo and self.runner.walls is not None:
            model.sandbox = self.runner.walls.line()
        unrepeatable = self.repeatability(model, plan)
        if self.accept:
            self.record(model, plan, unrepeatable)
        self.verify(model, plan, proving)
        model.found += list(unrepeatable.values())
        self.assign_problems(model)
        model.checked = sorted(model.pages)
        if previous is not None:  # reusable() reuses nothing without one
            for page in sorted(reused):
                adopt(model, previous.pages[page])
        model.pages = dict(sorted(model.pages.items()))
        self.site_checks(model)
        model.total = len({model.result(f).key for f in model.fences()} | {r.key for r in block_runs(model)})
        model.cached = model.total - model.ran
        model.seconds = time.monotonic() - started
        return model

    def reusable(self, pages: dict[str, str], previous: SiteModel | None) -> set[str]:
        """Pages of ``previous`` whose text and inputs (snippet folders, by content) did not change."""
        if previous is None or self.accept:
            return set()
        return {
            page for page, text in pages.items()
            if page in previous.pages and previous.pages[page].text == text
            and previous.pages[page].inputs == self.page_inputs(previous.pages[page].fences,
                                                                previous.pages[page].widgets)
        }

    def page_inputs(self, fences: list[FenceSpec], blocks: Sequence[Widget] = ()) -> tuple:
        """Every snippet folder the fences read or record in (and the widgets' own folders: an exercise's), as
        (folder, its files by content)."""
        folders = {self.root / f.folder for f in fences if f.folder}
        folders |= {self.root / folder for w in blocks for folder in KINDS[w.kind].folders(w)}
        folders |= {self.project.snippets / f.lesson for f in fences}
        top = self.project.snippets
        if any(is_shared(path.parent) for f in fences if f.folder for path in
               module_files(f.code, self.root / f.folder).values()):
            folders.add(top / SHARED)  # a shared helper a fence imports is read as much as its own folder
        granted = self.root / grants.GRANTS  # a fence's weakening options hold only where it grants them
        stamp = (granted.stat().st_mtime_ns, granted.stat().st_size) if granted.is_file() else None
        return (("grants", stamp),
                *((str(folder), self.files.signature(folder, top)) for folder in sorted(folders)))

    def scan(self, pages: dict[str, str]) -> SiteModel:
        """Every page's front matter, executed fences, claims and widgets, each parsed once."""
        model = SiteModel(self.root, project=self.project)
        for page, text in sorted(pages.items()):
            meta, bad_meta = read_front_matter(page, text)
            model.found += bad_meta
            model.found += [Problem.on_page(page, line, f"column {column}: {invisible.label(char)}: {invisible.WHY}",
                                            stage=Stage.CHECK) for line, column, char in invisible.find(text)]
            blocks = scan_page(page, text, self.root)
            page_claims, malformed = claims_mod.find(page, text)
            model.found += blocks.problems[Family.FENCE] + malformed + blocks.problems[Family.WIDGET]
            fences = blocks.runs()  # predict blocks run a snippet too (after the page's fences)
            page_claims += [c for w in blocks.widgets for c in w.claims]
            model.pages[page] = PageModel(page, text, meta, fences, page_claims, blocks.widgets,
                                          inputs=self.page_inputs(fences, blocks.widgets))
        refused = refuse_folders(model, self.root)
        model.found += refused
        model.found += [p for fence in model.fences() for p in site_imports(fence, self.root)]
        return model

    def read_course(self, pages: set[str]) -> CourseData:
        """The roadmap and the glossary (``course_data.read``), checked against these pages; the glossary's
        library facts read by this build's runner. The MkDocs build and ``python -m pathshala`` both call it."""
        return course_data.read(self.project, pages, self.runner)

    def assign_problems(self, model: SiteModel) -> None:
        """Each page keeps what the pass found in it (every such problem is located in its page)."""
        for problem in model.found:
            page = model.pages.get(problem.page or "")
            if page is not None:
                page.found.append(problem)

    def site_checks(self, model: SiteModel) -> None:
        """The checks across pages, on the whole site: shared recordings, orphan recordings; and the
        authoring gate on every page (its inputs are site-wide: the vocabulary, the roadmap)."""
        shared = shared_recordings(model)
        model.found += shared
        model.found += orphan_recordings(model, self.root)
        shown = {f.snippet for f in model.fences() if f.snippet and not f.exercise}  # each fence says it itself
        model.found += [Problem(rel, hits[0][0], f"{invisible.describe(hits, rel)}: {invisible.WHY}", stage=Stage.SITE)
                        for rel, hits in invisible.snippet_files(self.root, shown)]
        model.gate = gate.check_site(model, self.root, self.gate_memo)

    def plan(self, model: SiteModel) -> Plan:
        """A job and a cache key per fence and per run a block asks for (``Kind.jobs``); cached results taken now."""
        versions = library_versions()
        plan = Plan({}, {}, {}, [])
        snippets = frozenset(f.snippet for f in model.fences() if f.snippet)
        for fence in model.fences():
            job = Job.from_fence(fence, self.root, snippets)
            key = cache_key(job, self.settings, versions, self.files)
            plan.keys[fence.ref] = key
            model.result(fence).key = key
            self.want(plan, key, job)
        for page in model.pages.values():  # the runs a block asks for itself (an exercise's proof: one per file)
            for widget in page.widgets:
                for name, job in KINDS[widget.kind].jobs(widget).items():
                    key = cache_key(job, self.settings, versions, self.files)
                    page.block_runs.setdefault(widget.ref, {})[name] = BlockRun(key)
                    self.want(plan, key, job)
        model.total, model.ran, model.cached = len(plan.jobs), len(plan.todo), len(plan.jobs) - len(plan.todo)
        return plan

    def want(self, plan: Plan, key: str, job: Job) -> None:
        """A job into the plan, once per cache key (the same sealed runner and cache for every kind's runs)."""
        if key not in plan.jobs:
            plan.jobs[key] = job
            hit = self.cache.get(key)
            if hit is not None:
                plan.results[key] = hit
            else:
                plan.todo.append(key)

    def execute(self, plan: Plan) -> None:
        """Run what the cache did not have, in parallel; keep the clean runs."""
        for key, result in zip(plan.todo, self.runner.run_many([plan.jobs[k] for k in plan.todo]), strict=True):
            if BUDGET_SPENT not in result.message:  # another build, with time left, runs it again
                self.cache.put(key, result)
            plan.results[key] = result

    def repeatability(self, model: SiteModel, plan: Plan) -> dict[Ref, Problem]:
        """Each fence whose output is new or changed (``accept`` would write it) runs again with another seed
        and hash seed (``repeat``); a problem for each whose two runs differ, by its place."""
        todo = []
        for fence in model.fences():
            result = plan.results[plan.keys[fence.ref]]
            if outcome_problem(fence, result) or figure_problem(fence, result):
                continue
            if recorded.changed(fence, result, self.root):
                todo.append((fence, result))
        if not todo:
            return {}
        second = self.repeat_runner.settings
        versions = library_versions()
        keys = {fence.ref: cache_key(plan.jobs[plan.keys[fence.ref]], second, versions, self.files)
                for fence, _ in todo}
        results = {key: hit for key in set(keys.values()) if (hit := self.cache.get(key)) is not None}
        missing = {key: plan.jobs[plan.keys[fence.ref]] for fence, _ in todo
                   if (key := keys[fence.ref]) not in results}
        for key, result in zip(missing, self.repeat_runner.run_many(list(missing.values())), strict=True):
            self.cache.put(key, result)  # only clean runs are kept
            results[key] = result
        found = {}
        for fence, first in todo:
            again = results[keys[fence.ref]]
            if outcome_problem(fence, again):
                found[fence.ref] = fence.problem(
                    f"{fence.label} is not repeatable: run again with another seed and hash seed, it "
                    f"{again.message or 'ended otherwise'}. Its output:\n{indent(excerpt(again.output))}",
                    stage=Stage.RECORD)
                continue
            pairs = [("the output", first.output, again.output)] + [
                (f"figure {n}", first.figures.get(n, ""), again.figures.get(n, "")) for n in fence.options.figures]
            for what, a, b in pairs:
                lines = repeat.differing_lines(a, b, fence.options.tolerance)
                if lines:
                    found[fence.ref] = fence.problem(repeat.explain(f"{what} of {fence.label}", lines),
                                                     stage=Stage.RECORD)
                    break
        return found

    def record(self, model: SiteModel, plan: Plan, refused: dict[Ref, Problem] | None = None) -> None:
        """``make accept``: write every run that ended as expected as its recordings, where they changed;
        never one that is not repeatable (``refused``, from ``repeatability``)."""
        accepted: dict[str, tuple[dict, dict, list[str]]] = {}
        refused = refused or {}
        for fence in model.fences():
            result = plan.results[plan.keys[fence.ref]]
            if outcome_problem(fence, result) or figure_problem(fence, result) or fence.ref in refused:
                continue  # verify reports it
            written = recorded.accept(fence, result, self.root)
            model.changes += [text for _, text in written]
            model.recorded += len(written)
            fresh = [rel for rel, text in written if not text.startswith("noted the digest")]  # noted: written
            if fresh:
                entry = accepted.setdefault(fence.lesson, (result.versions, result.machine, []))
                entry[2].extend(Path(rel).name for rel in fresh)
        today = datetime.datetime.now(datetime.UTC).date().isoformat()
        for lesson_dir, (versions, machine, names) in sorted(accepted.items()):
            model.changes.append(recorded.write_acceptance(self.root, lesson_dir, versions, today, machine, names))

    def verify(self, model: SiteModel, plan: Plan, proving: list | None = None) -> None:
        """Each run against its fence's expectations and its recordings; then claims and proofs."""
        for fence in model.fences():
            found = model.result(fence)
            found.run = plan.results[plan.keys[fence.ref]]
            bad = outcome_problem(fence, found.run) or figure_problem(fence, found.run)
            if bad:
                model.found.append(bad)
                found.verdicts = [recorded.Verdict(fence, "output", fence.recorded, Status.FAILED, bad.message)]
                model.verdicts += found.verdicts
                found.shown = found.run
                continue
            found.verdicts = recorded.check(fence, found.run, self.root)
            model.verdicts += found.verdicts
            model.found += [v.problem for v in found.verdicts if v.problem is not None]
            model.found += noise_warnings(fence, found.verdicts)
            found.shown = shown_result(found.run, found.verdicts)
        self.block_proofs(model, self.start_block_proofs(model) if proving is None else proving)
        for page in model.pages.values():
            model.found += check_claims(page)
            model.found += unnamed_claim_lines(page)
            for widget in page.widgets:  # each kind checks its blocks against the runs (a quiz's proof, an exercise's)
                for run in page.block_runs.get(widget.ref, {}).values():
                    if run.snippet:  # a kind's own proof (Kind.proofs) came with its run
                        run.run = plan.results[run.key]
                model.found += KINDS[widget.kind].check(widget, page)

    def start_block_proofs(self, model: SiteModel) -> list[tuple[list, Future]]:
        """The runs a kind makes for all its blocks of the build at once (``Kind.proofs``: the exercises' proof in
        Pyodide), started in a thread of their own while the sealed runner works; ``block_proofs`` takes them."""
        started = []
        for kind in KINDS.values():
            if kind.proofs is None:
                continue
            widgets = [(page, w) for page in model.pages.values() for w in page.widgets if w.kind == kind.name]
            if widgets:
                pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"proofs-{kind.name}")
                started.append((widgets, pool.submit(kind.proofs, [w for _, w in widgets], self.root)))
                pool.shutdown(wait=False)
        return started

    def block_proofs(self, model: SiteModel, started: list[tuple[list, Future]]) -> None:
        """Each kind's proofs into its blocks' runs; a proof that cannot start is a problem on each block it
        leaves unproved."""
        for widgets, future in started:
            try:
                found, note = future.result()
            except PathshalaError as err:
                model.found += [w.problem(str(err), stage=Stage.CHECK) for _, w in widgets]
                continue
            if note:
                model.sandbox = "; ".join(filter(None, [model.sandbox, note]))
            for page, widget in widgets:
                for name, (key, run) in found.get(widget.ref, {}).items():
                    page.block_runs.setdefault(widget.ref, {})[name] = BlockRun(key, run, snippet=False)


def block_runs(model: SiteModel) -> list[BlockRun]:
    """Every run a block asked for besides the executed fences (an exercise's proof), on every page."""
    return [r for page in model.pages.values() for runs in page.block_runs.values() for r in runs.values()
            if r.snippet]


def adopt(model: SiteModel, page: PageModel) -> None:
    """A page of the previous build into this model, as it was: fences, runs, verdicts, problems."""
    model.pages[page.page] = page
    model.found += page.found
    model.verdicts += [v for fence in page.fences for v in page.result(fence).verdicts]


def refuse_folders(model: SiteModel, root: Path) -> list[Problem]:
    """A snippet folder with a link leaving snippets/ or a link loop, or a copy of a shared helper
    (``snippet_folder.shadowing``): its fences do not run at all."""
    verdicts: dict[Path, str] = {}
    problems = []
    for page in model.pages.values():
        keep = []
        for fence in page.fences:
            folder = root / fence.folder if fence.folder else None
            if folder is not None and folder not in verdicts:
                try:
                    walk(folder, root / SNIPPETS)
                    verdicts[folder] = ""
                except FolderError as err:
                    verdicts[folder] = str(err)
            why = (verdicts.get(folder, "") or shadowing(fence.code, folder)) if folder else ""
            if why:
                problems.append(fence.problem(f"{fence.label} is not run: {why}", stage=Stage.RECORD))
            else:
                keep.append(fence)
        page.fences = keep
    return problems


def shared_recordings(model: SiteModel) -> list[Problem]:
    """Two fences that are different runs but would write one recording: `make accept` would flip it."""
    owners: dict[str, FenceSpec] = {}
    problems = []
    for fence in model.fences():
        first = owners.setdefault(fence.recorded, fence)
        same_run = (first.snippet, first.code, first.snippet or first.line) == (
            fence.snippet, fence.code, fence.snippet or fence.line)
        if first is not fence and not same_run:
            problems.append(fence.problem(f"{fence.label} would record {fence.recorded}, which "
                                          f"{first.label} at {first.where} records too: rename one",
                                          stage=Stage.RECORD))
    return problems


def orphan_recordings(model: SiteModel, root: Path) -> list[Problem]:
    """Recordings under snippets/ that no fence of the site writes (left behind by a removed fence)."""
    fences = model.fences()
    claimed = {f.recorded for f in fences} | {f.recorded_figure(n) for f in fences for n in f.options.figures}
    top = root / SNIPPETS
    found: list[Problem] = []
    if not top.is_dir():
        return found
    stems: dict[Path, set[str]] = {}  # per folder, read once
    for path in sorted(p for p in top.rglob("*") if p.is_file() and p.name != ACCEPTANCE):
        rel = str(path.relative_to(root))
        if path.parent not in stems:
            stems[path.parent] = recording_stems([p.name for p in path.parent.iterdir()])
        if is_recording(path.name, stems[path.parent]) and rel not in claimed:
            found.append(Problem(rel, None, "this recording belongs to no fence of the site: delete it or restore "
                                 "its fence", severity=Severity.WARNING, stage=Stage.SITE))
    return found


def check_claims(page: PageModel) -> list[Problem]:
    """Each claim of a page against the output (as shown) of the fence it names."""
    problems = []
    for claim in page.claims:
        fence = page.named(claim.snippet)
        if fence is None:
            names = ", ".join(sorted(f.name for f in page.fences)) or "none"
            problems.append(
                claim.problem(
                    f"claim {claim.raw} names {claim.snippet!r}, which no executed fence "
                    f"on this page shows (fences here: {names})", stage=Stage.CHECK,
                )
            )
            continue
        shown = page.shown(fence)
        if shown is None or not shown.ok:
            continue  # the failed run is reported already
        bad = claims_mod.check(claim, shown.output, fence.label)
        if bad:
            problems.append(bad)
    return problems
