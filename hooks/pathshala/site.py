"""One pass over the whole site before rendering: scan → plan → run → verify (and, on purpose, record).

Every block of every page is found first with every run it asks for (``Kind.runs``: one model for
a fence's run, a predict block's snippet and an exercise's proof), the uncached runs go in
parallel, and then each is checked (run outcome, recordings, claims, each kind's ``check``), so a
build reports all of its problems at once instead of stopping at the first. Nothing here names a
kind: a run is judged by its ``RunSpec`` (the exit status it must end with, its recording). The
result is the build model (``model.py``) the pages render from.
"""

from __future__ import annotations

import datetime
import re
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from . import PathshalaError, gate
from .blocks import KINDS, Family, Ref, scan_page
from .content import claims as claims_mod
from .content import course_data, invisible
from .content.course_data import CourseData
from .content.filestate import FileState
from .content.lesson import read_front_matter
from .content.snippet_folder import (
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
from .gate.claim_lines import unnamed as unnamed_claim_lines
from .model import PageModel, Run, SiteModel
from .problems import Problem, Severity, Stage, excerpt, indent
from .project import SNIPPETS, Project
from .recordings import grants, recorded
from .recordings.compare import noise_floor
from .recordings.recorded import Status
from .rendering.selfcontained import site_imports
from .running import needs, repeat
from .running.advice import advice
from .running.cache import Cache, cache_key
from .running.result import Outcome, RunResult
from .running.runner import BUDGET_SPENT, Job, Runner
from .running.runs import RunSpec, among
from .running.settings import RunSettings, library_versions
from .walls import svg


def outcome_problem(run: RunSpec, result: RunResult) -> Problem | None:
    """A problem unless the run ended as it must (exit status ``returncode``, a fence's default 0); none for a
    run whose kind judges it itself (``returncode`` None: an exercise's proof)."""
    expected = run.returncode
    if expected is None or (result.outcome in (Outcome.OK, Outcome.EXIT) and result.status == expected):
        return None
    if result.outcome is Outcome.OK:
        message = f"exited with status 0 but the fence expects returncode={expected}"
    else:
        message = result.message
    folder = str(run.folder) if run.folder is not None else None
    then = advice(result, folder)
    return run.problem(f"{run.label} {message}. Its output:\n{indent(excerpt(result.output))}"
                       + (f"\n{then}" if then else ""), stage=Stage.RECORD)


def figure_problem(run: RunSpec, result: RunResult) -> Problem | None:
    """Every figure the run must write was written and is safe to inline."""
    for name in run.recording.figures if run.recording else ():
        if name not in result.figures:
            return run.problem(f"{run.label} did not write its figure {name} (or it is over 2 MB)",
                               stage=Stage.RECORD)
        found = svg.problems(result.figures[name])
        if found:
            return run.problem(f"figure {name} of {run.label} cannot be inlined: it {'; it '.join(found)}",
                               stage=Stage.RECORD)
    return None


def failed(run: RunSpec, result: RunResult) -> Problem | None:
    """The run did not end as it must, or did not write a figure it must show."""
    return outcome_problem(run, result) or figure_problem(run, result)


def shown_result(result: RunResult, verdicts: list[recorded.Verdict]) -> RunResult:
    """The run as the page shows it: what the run printed, always (issue 33).

    The recording is only what the run is compared with. A page (its claims, proofs, notebook and figures
    too) had shown the recording wherever the run agreed within the comparison's allowance or a
    ``varies=``: a hand-edited ``8.`` → ``7.``, or ``varies="."``, then published text no run printed.
    Where a difference is allowed, the page shows the run's line.
    """
    return result


def noise_warnings(run: RunSpec, verdicts: list[recorded.Verdict]) -> list[Problem]:
    """A recorded output that prints rounding noise (|x| below the run's noise floor, 1e-12 unless its
    fence says otherwise, with significant digits) holds on one CPU only."""
    found: list[Problem] = []
    if run.recording is None:
        return found
    floor = run.recording.noise_floor
    for verdict in verdicts:
        if verdict.what != "output" or verdict.recorded_text is None:
            continue
        for token in noise_floor(verdict.recorded_text, floor):
            found.append(
                run.problem(
                    f"{verdict.recorded} line {token.line} prints {token.text}, below "
                    f"{floor:g}: at this size a float's digits are usually rounding noise "
                    "that differs from CPU to CPU. Print a "
                    "bound (`< 1e-12`), a rounded value or `allclose` instead; if the value is exact, lower the "
                    'fence\'s noise_floor="…" below it.',
                    severity=Severity.WARNING, stage=Stage.RECORD,
                )
            )
    return found


Place = tuple[Ref, str]  # where a run is known: its block's place and the run's name


@dataclass
class Plan:
    """Which job each run needs (runs with equal inputs share one), and which must run."""

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
        # What this machine offers the runs that need more than Python (needs="cxx"): probed anew each build
        # (a compiler installed under `mkdocs serve` is found by the next rebuild), once per need
        self.capabilities = needs.Capabilities()

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
        self.capabilities = needs.Capabilities()
        reused = self.reusable(pages, previous)
        model = self.scan({page: text for page, text in pages.items() if page not in reused})
        model.found += self.without_capability(model)
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
        model.skipped = [skipped_line(r, False) for r in model.runs() if r.missing and not self.required]
        self.site_checks(model)
        model.total = len({r.key for r in model.runs() if r.sealed})  # a run not made (Run.missing) is none
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
            and previous.pages[page].inputs == self.page_inputs(previous.pages[page])
        }

    @property
    def required(self) -> bool:
        """Every run must happen: ``PATHSHALA_REQUIRE_ALL=1`` (CI), or ``make accept`` (which never records without
        the run)."""
        return self.accept or self.capabilities.require_all

    def without_capability(self, model: SiteModel) -> list[Problem]:
        """Each run whose ``needs=`` this machine lacks is marked (``Run.missing``) and is not made, cached or not.
        Where every run must happen (``required``) each is an error with its line; otherwise the line is logged
        (``SiteModel.skipped``) and the page says in the output's place why there is none."""
        found = []
        for run in model.runs():
            if run.spec is None or not run.spec.needs:
                continue
            run.missing = self.capabilities.missing(run.spec.needs)
            if run.missing and self.required:
                found.append(run.spec.problem(skipped_line(run, True), stage=Stage.RECORD))
        return found

    def page_inputs(self, page: PageModel) -> tuple:
        """Every snippet folder the page's runs read or record in, and the folders its blocks' kinds name
        (``Kind.folders``: an exercise's), as (folder, its files by content)."""
        specs = [run.spec for runs in page.runs.values() for run in runs.values() if run.spec is not None]
        folders = {self.root / spec.folder for spec in specs if spec.folder}
        folders |= {self.root / folder for block in page.blocks() for folder in KINDS[block.kind].folders(block)}
        folders |= {self.project.snippets / spec.recording.folder for spec in specs if spec.recording}
        top = self.project.snippets
        if any(is_shared(path.parent) for spec in specs if spec.job.folder is not None for path in
               module_files(spec.job.code, spec.job.folder).values()):
            folders.add(top / SHARED)  # a shared helper a run imports is read as much as its own folder
        granted = self.root / grants.GRANTS  # a fence's weakening options hold only where it grants them
        stamp = (granted.stat().st_mtime_ns, granted.stat().st_size) if granted.is_file() else None
        wanted = tuple(sorted({n for spec in specs for n in spec.needs}))  # a compiler installed or removed
        return (("grants", stamp), ("needs", tuple(sorted(self.capabilities.missing(wanted).items()))),
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
            page_claims += [c for w in blocks.widgets for c in w.claims]
            model.pages[page] = found = PageModel(page, text, meta, blocks.fences, page_claims, blocks.widgets)
            for block in found.blocks():  # every run each block asks for, one way for every kind
                runs = KINDS[block.kind].runs(block, self.root)
                if runs:
                    found.runs[block.ref] = {name: Run(spec) for name, spec in runs.items()}
            found.inputs = self.page_inputs(found)
        refused = refuse_folders(model, self.root)
        model.found += refused
        model.found += [p for r in model.runs() if r.spec and r.spec.recording for p in site_imports(r.spec, self.root)]
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
        shown = {f.snippet for f in model.fences() if f.snippet}  # each fence says it itself
        model.found += [Problem(rel, hits[0][0], f"{invisible.describe(hits, rel)}: {invisible.WHY}", stage=Stage.SITE)
                        for rel, hits in invisible.snippet_files(self.root, shown)]
        model.gate = gate.check_site(model, self.root, self.gate_memo)

    def plan(self, model: SiteModel) -> Plan:
        """A job and a cache key per run a block asks for (``Kind.runs``); cached results taken now."""
        versions = library_versions()
        plan = Plan({}, {}, [])
        runs = [r for r in model.runs() if r.spec is not None and not r.missing]  # not made: needs.py
        snippets = frozenset(r.spec.job.display_path for r in runs if r.spec and r.spec.job.folder is not None)
        for run in runs:
            assert run.spec is not None
            job = among(run.spec.job, snippets)  # the folder's other snippets are no inputs unless imported
            run.key = cache_key(job, self.settings, versions, self.files)
            self.want(plan, run.key, job)
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

    def repeatability(self, model: SiteModel, plan: Plan) -> dict[Place, Problem]:
        """Each recorded run whose output is new or changed (``accept`` would write it) runs again with another
        seed and hash seed (``repeat``); a problem for each whose two runs differ, by its place."""
        todo: dict[Place, tuple[RunSpec, RunResult]] = {}
        keyed: dict[Place, str] = {}
        for place, run in recorded_runs(model):
            assert run.spec is not None
            if run.missing:
                continue  # not made (a missing capability): nothing to repeat
            result = plan.results[run.key]
            if failed(run.spec, result):
                continue
            if recorded.changed(run.spec, result, self.root):
                todo[place] = (run.spec, result)
                keyed[place] = run.key
        if not todo:
            return {}
        second = self.repeat_runner.settings
        versions = library_versions()
        keys = {place: cache_key(plan.jobs[keyed[place]], second, versions, self.files) for place in todo}
        results = {key: hit for key in set(keys.values()) if (hit := self.cache.get(key)) is not None}
        missing = {key: plan.jobs[keyed[place]] for place, key in keys.items() if key not in results}
        for key, result in zip(missing, self.repeat_runner.run_many(list(missing.values())), strict=True):
            self.cache.put(key, result)  # only clean runs are kept
            results[key] = result
        found = {}
        for place, (spec, first) in todo.items():
            assert spec.recording is not None
            again = results[keys[place]]
            if outcome_problem(spec, again):
                found[place] = spec.problem(
                    f"{spec.label} is not repeatable: run again with another seed and hash seed, it "
                    f"{again.message or 'ended otherwise'}. Its output:\n{indent(excerpt(again.output))}",
                    stage=Stage.RECORD)
                continue
            pairs = [("the output", first.output, again.output)] + [
                (f"figure {n}", first.figures.get(n, ""), again.figures.get(n, "")) for n in spec.recording.figures]
            for what, a, b in pairs:
                lines = repeat.differing_lines(a, b, spec.recording.tolerance)
                if lines:
                    found[place] = spec.problem(repeat.explain(f"{what} of {spec.label}", lines), stage=Stage.RECORD)
                    break
        return found

    def record(self, model: SiteModel, plan: Plan, refused: dict[Place, Problem] | None = None) -> None:
        """``make accept``: write every recorded run that ended as expected as its recordings, where they changed;
        never one that is not repeatable (``refused``, from ``repeatability``)."""
        accepted: dict[str, tuple[dict, dict, list[str]]] = {}
        refused = refused or {}
        for place, run in recorded_runs(model):
            assert run.spec is not None and run.spec.recording is not None
            if run.missing:
                continue  # never recorded without its run: without_capability made it an error
            result = plan.results[run.key]
            if failed(run.spec, result) or place in refused:
                continue  # verify reports it
            written = recorded.accept(run.spec, result, self.root)
            model.changes += [text for _, text in written]
            model.recorded += len(written)
            fresh = [rel for rel, text in written if not text.startswith("noted the digest")]  # noted: written
            if fresh:
                entry = accepted.setdefault(run.spec.recording.folder, (result.versions, result.machine, []))
                entry[2].extend(Path(rel).name for rel in fresh)
        today = datetime.datetime.now(datetime.UTC).date().isoformat()
        for lesson_dir, (versions, machine, names) in sorted(accepted.items()):
            model.changes.append(recorded.write_acceptance(self.root, lesson_dir, versions, today, machine, names))

    def verify(self, model: SiteModel, plan: Plan, proving: list | None = None) -> None:
        """Each run against what it must show (its exit status, its recordings); then claims and each kind's
        ``check`` of its blocks against their runs."""
        for run in model.runs():
            if run.spec is None:  # a kind's own proof (Kind.proofs) came with its result
                continue
            if run.missing:  # not made: nothing is shown, nothing compared (the recording stays as it is)
                continue
            run.result = run.shown = plan.results[run.key]
            bad = failed(run.spec, run.result)
            if bad:
                model.found.append(bad)
                if run.spec.recording is not None:
                    run.verdicts = [recorded.Verdict(run.spec, "output", run.spec.recording.output, Status.FAILED,
                                                     bad.message)]
                model.verdicts += run.verdicts
                continue
            run.verdicts = recorded.check(run.spec, run.result, self.root)
            model.verdicts += run.verdicts
            model.found += [v.problem for v in run.verdicts if v.problem is not None]
            model.found += noise_warnings(run.spec, run.verdicts)
            run.shown = shown_result(run.result, run.verdicts)
        self.block_proofs(model, self.start_block_proofs(model) if proving is None else proving)
        for page in model.pages.values():
            model.found += check_claims(page)
            model.found += unnamed_claim_lines(page)
            for block in page.blocks():  # each kind checks its blocks against the runs (a quiz's proof, an exercise's)
                model.found += KINDS[block.kind].check(block, page)

    def start_block_proofs(self, model: SiteModel) -> list[tuple[list, Future]]:
        """The runs a kind makes for all its blocks of the build at once (``Kind.proofs``: the exercises' proof in
        Pyodide), started in a thread of their own while the sealed runner works; ``block_proofs`` takes them."""
        started = []
        for kind in KINDS.values():
            if kind.proofs is None:
                continue
            blocks = [(page, b) for page in model.pages.values() for b in page.blocks() if b.kind == kind.name]
            if blocks:
                pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"proofs-{kind.name}")
                started.append((blocks, pool.submit(kind.proofs, [b for _, b in blocks], self.root)))
                pool.shutdown(wait=False)
        return started

    def block_proofs(self, model: SiteModel, started: list[tuple[list, Future]]) -> None:
        """Each kind's proofs into its blocks' runs; a proof that cannot start is a problem on each block it
        leaves unproved."""
        for blocks, future in started:
            try:
                found, note = future.result()
            except PathshalaError as err:
                model.found += [b.problem(str(err), stage=Stage.CHECK) for _, b in blocks]
                continue
            if note:
                model.sandbox = "; ".join(filter(None, [model.sandbox, note]))
            for page, block in blocks:
                for name, (key, result) in found.get(block.ref, {}).items():
                    page.runs.setdefault(block.ref, {})[name] = Run(None, key, result, result)


def skipped_line(run: Run, required: bool) -> str:
    """The one line a run not made for a missing capability gets (logged, or an error where it is required)."""
    assert run.spec is not None
    return needs.line(run.spec.where, run.spec.label, run.missing, required)


def recorded_runs(model: SiteModel) -> list[tuple[Place, Run]]:
    """Every run of the site that has a recording (fences', predict blocks'), by its place, page by page."""
    return [((ref, name), run) for page in model.pages.values() for ref, runs in page.runs.items()
            for name, run in runs.items() if run.spec is not None and run.spec.recording is not None]


def adopt(model: SiteModel, page: PageModel) -> None:
    """A page of the previous build into this model, as it was: blocks, runs, verdicts, problems."""
    model.pages[page.page] = page
    model.found += page.found
    model.verdicts += [v for runs in page.runs.values() for r in runs.values() for v in r.verdicts]


def refuse_folders(model: SiteModel, root: Path) -> list[Problem]:
    """A snippet folder with a link leaving snippets/ or a link loop, or a copy of a shared helper
    (``snippet_folder.shadowing``): the runs of its code do not run at all."""
    verdicts: dict[Path, str] = {}
    problems = []
    for page in model.pages.values():
        for ref, runs in list(page.runs.items()):
            for name, run in list(runs.items()):
                folder = root / run.spec.folder if run.spec and run.spec.folder else None
                if folder is None:
                    continue
                if folder not in verdicts:
                    try:
                        walk(folder, root / SNIPPETS)
                        verdicts[folder] = ""
                    except FolderError as err:
                        verdicts[folder] = str(err)
                assert run.spec is not None
                why = verdicts[folder] or shadowing(run.spec.job.code, folder)
                if why:
                    problems.append(run.spec.problem(f"{run.spec.label} is not run: {why}", stage=Stage.RECORD))
                    del runs[name]
            if not runs:
                del page.runs[ref]
    return problems


def shared_recordings(model: SiteModel) -> list[Problem]:
    """Two runs that are different but would write one recording: `make accept` would flip it."""
    owners: dict[str, RunSpec] = {}
    problems = []
    for _, run in recorded_runs(model):
        spec = run.spec
        assert spec is not None and spec.recording is not None
        first = owners.setdefault(spec.recording.output, spec)
        if first is not spec and same_code(first) != same_code(spec):
            problems.append(spec.problem(f"{spec.label} would record {spec.recording.output}, which "
                                         f"{first.label} at {first.where} records too: rename one",
                                         stage=Stage.RECORD))
    return problems


def same_code(run: RunSpec) -> tuple:
    """What makes two runs one: the same snippet file and code, or the same code at the same line of a page
    (code written in two pages alike records one text)."""
    job = run.job
    return (job.display_path, job.code) if job.folder is not None else (None, job.code, job.first_line)


_EMBED = re.compile(r"""--8<--\s*["']([^"':]+?)\.py(?::[^"']*)?["']""")
_FENCE_ID = re.compile(r"""\bid=["']?([A-Za-z_][\w-]*)""")


def broken_fence_recordings(model: SiteModel) -> set[tuple[str, str]]:
    """(folder, stem) of every recording a page with an error may still name: a fence the build could not read
    (a misspelled option, say) writes no run, yet its recording is not left behind (issue 39)."""
    pages = {p.page for p in model.found if p.severity is Severity.ERROR and p.page}
    names: set[tuple[str, str]] = set()
    for page in pages:
        text = model.pages[page].text if page in model.pages else ""
        for m in _EMBED.finditer(text):
            folder, _, stem = m[1].rpartition("/")
            names.add((f"{SNIPPETS}/{folder}".rstrip("/"), stem))
        names |= {(f"{SNIPPETS}/{page[:-3]}", m[1]) for m in _FENCE_ID.finditer(text)}
    return names


def orphan_recordings(model: SiteModel, root: Path) -> list[Problem]:
    """Recordings under snippets/ that no run of the site writes (left behind by a removed fence).

    A recording that a page with an error still names is no orphan: its fence is broken, and deleting the
    recording as the warning said would lose a good one; the fence's own error says what to fix."""
    claimed = {path for _, r in recorded_runs(model) if r.spec and r.spec.recording for path in r.spec.recording.paths}
    broken = broken_fence_recordings(model)
    top = root / SNIPPETS
    found: list[Problem] = []
    if not top.is_dir():
        return found
    stems: dict[Path, set[str]] = {}  # per folder, read once
    for path in sorted(p for p in top.rglob("*") if p.is_file() and p.name != ACCEPTANCE):
        rel = str(path.relative_to(root))
        if path.parent not in stems:
            stems[path.parent] = recording_stems([p.name for p in path.parent.iterdir()])
        if (str(path.parent.relative_to(root)), path.name.split(".")[0]) in broken:
            continue
        if is_recording(path.name, stems[path.parent]) and rel not in claimed:
            found.append(Problem(rel, None, "this recording belongs to no fence of the site: delete it or restore "
                                 "its fence", severity=Severity.WARNING, stage=Stage.SITE))
    return found


def check_claims(page: PageModel) -> list[Problem]:
    """Each claim of a page against the output (as shown) of the recorded run it names."""
    problems = []
    for claim in page.claims:
        run = page.named(claim.snippet)
        if run is None or run.spec is None:
            names = ", ".join(sorted(r.spec.recording.name for r in page.recorded()
                                     if r.spec and r.spec.recording)) or "none"
            problems.append(
                claim.problem(
                    f"claim {claim.raw} names {claim.snippet!r}, which no executed fence "
                    f"on this page shows (fences here: {names})", stage=Stage.CHECK,
                )
            )
            continue
        shown = run.shown
        if shown is None or not shown.ok:
            continue  # the failed run is reported already
        bad = claims_mod.check(claim, shown.output, run.spec.label)
        if bad:
            problems.append(bad)
    return problems
