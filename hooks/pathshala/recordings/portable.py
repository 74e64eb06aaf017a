"""The portability sweep: every snippet again under other CPU kernels and rounding directions.

A recording must hold on every machine, but CI and authors have one machine
each. What differs between machines is which kernels run: torch's dispatch
level (AVX-512, AVX2 or plain), NumPy's SIMD targets, the thread count. Each
can be lowered on one machine, so ``make check-portable`` re-runs every
snippet (no cache) under each setting below, reads the setting back inside
the run (``child.machine``) to prove it took effect, and compares every
output and figure with its recording by the rules of ``compare``. A snippet
whose output differs beyond them prints rounding noise: make it print a
bound, a rounded value or ``allclose``.

Lowering kernels can only reach the kernels of the machine at hand: a recording
made without AVX-512 drifted on an AVX-512 CPU that nobody had swept on. So
every snippet (and every exercise's model answer) also runs under the three
other IEEE rounding directions (round up, down, toward zero: ``child.set_rounding``,
read back inside the run). Rounding noise changes with the direction on any
CPU, whichever kernels it has (Kahan's test for roundoff-sensitive results);
a value the lesson means does not. A fence whose point is exact
round-to-nearest arithmetic says ``rounding="nearest"`` and is skipped for
those three settings only (the sweep says so; ``make review`` lists it).

Before any setting, every snippet runs once under the build's own settings:
one that already differs there is not repeatable (a clock, an address,
unseeded randomness) or not re-recorded, and is reported as such, never
blamed on a kernel or a rounding direction.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..problems import indent
from ..running.result import Outcome, RunResult
from ..running.runner import Job, Runner
from ..running.settings import RunSettings
from .compare import compare
from .recorded import recordings

if TYPE_CHECKING:
    from ..running.runs import Recording, RunSpec


@dataclass(frozen=True)
class Setting:
    """One way of running the snippets, and how to tell from inside a run that it took effect."""

    name: str
    settings: RunSettings
    took_effect: Callable[[RunResult], str]  # "" when it did, else what the run reports instead


def _capability(expected: str) -> Callable[[RunResult], str]:
    def check(result: RunResult) -> str:
        got = result.machine.get("torch_cpu_capability", "?")
        return "" if got == expected else f"torch reports CPU capability {got}, not {expected}"

    return check


def _without_simd(targets: list[str]) -> Callable[[RunResult], str]:
    def check(result: RunResult) -> str:
        used = set(result.machine.get("numpy_simd", "").split())
        left = sorted(used & set(targets))
        return "" if not left else f"numpy still uses {' '.join(left)}"

    return check


def _threads(expected: int) -> Callable[[RunResult], str]:
    def check(result: RunResult) -> str:
        got = result.conditions.get("threads")
        return "" if got == expected else f"torch reports {got} thread(s), not {expected}"

    return check


def _rounded(expected: str) -> Callable[[RunResult], str]:
    def check(result: RunResult) -> str:
        got = result.conditions.get("rounding") or "nothing"
        return "" if got == expected else f"the run read back rounding {got}, not {expected}"

    return check


ROUNDING_SETTINGS = ("upward", "downward", "towardzero")


def rounding_settings(base: RunSettings | None = None) -> list[Setting]:
    """The three directions other than the build's own (round to nearest), each read back inside the run."""
    base = base or RunSettings()
    return [Setting(f"rounding={mode}", dataclasses.replace(base, rounding=mode), _rounded(mode))
            for mode in ROUNDING_SETTINGS]


def swept_settings(machine: dict) -> list[str]:
    """The names of every setting a full sweep on ``machine`` runs (accepted.json records them)."""
    return [s.name for s in settings_for(machine)] + [s.name for s in rounding_settings()]


def settings_for(machine: dict, base: RunSettings | None = None) -> list[Setting]:
    """The kernel settings this machine can run: always the plain kernels and two threads;
    AVX2 and AVX-512 where the CPU has them; NumPy without its AVX-512 targets where it uses them."""
    base = base or RunSettings()

    def kernel(name: str, value: str) -> RunSettings:
        return dataclasses.replace(base, kernel_env=((name, value),))

    capability = str(machine.get("torch_cpu_capability", "DEFAULT")).upper()
    found = [Setting("ATEN_CPU_CAPABILITY=default", kernel("ATEN_CPU_CAPABILITY", "default"), _capability("DEFAULT"))]
    if capability in ("AVX2", "AVX512"):
        found.append(Setting("ATEN_CPU_CAPABILITY=avx2", kernel("ATEN_CPU_CAPABILITY", "avx2"), _capability("AVX2")))
    if capability == "AVX512":
        found.append(
            Setting("ATEN_CPU_CAPABILITY=avx512", kernel("ATEN_CPU_CAPABILITY", "avx512"), _capability("AVX512"))
        )
    wide = [t for t in str(machine.get("numpy_simd", "")).split() if "512" in t or t == "X86_V4"]
    if wide:
        value = " ".join(wide)
        found.append(
            Setting(f"NPY_DISABLE_CPU_FEATURES={value}", kernel("NPY_DISABLE_CPU_FEATURES", value),
                    _without_simd(wide))
        )
    found.append(Setting("threads=2", dataclasses.replace(base, threads=2), _threads(2)))
    found.append(Setting("threads=1", dataclasses.replace(base, threads=1), _threads(1)))
    return found


@dataclass
class Finding:
    setting: str
    run: RunSpec
    message: str

    def __str__(self) -> str:
        if self.setting == BASELINE:
            return f"{self.run.where}: {self.run.label} {self.message}"
        return f"{self.run.where}: under {self.setting}, {self.run.label} {self.message}"


BASELINE = "the build's own settings"
NOT_REPEATABLE = (
    "already under the build's own settings (round to nearest, this machine's "
    "kernels), so no kernel or rounding direction is to blame: either it was changed and not re-recorded "
    "(`make accept`), or it prints what is not repeatable (a clock, an address such as 0x7f…, unseeded "
    "randomness, a time measured); make it print what is (contributing/authoring.md: outputs that hold). "
    "The other settings skip it."
)


@dataclass(frozen=True)
class Answer:
    """An exercise's model answer as the sweep runs it: it must pass its tests under every setting."""

    where: str  # the exercise block's place, docs/page.md:line
    label: str  # snippets/<lesson>/<folder>/answer.py
    job: Job
    passes: Callable[[RunResult], str]  # "" when the run's verdict says it passed, else why not


def model_answers(model) -> list[Answer]:
    """Every exercise's model answer on the site (``answer.py``), as a run the sweep can judge."""
    from ..exercise import block

    def passes(result: RunResult) -> str:
        value = block.verdict(result)
        if value is None:
            return f"did not finish its check ({result.outcome}: {result.message or 'no verdict'}):\n" + indent(
                result.output)
        return "" if value.get("ok") else f"no longer passes its tests: {block._failures(value)}"

    found = []
    for page in model.pages.values():
        for widget in page.widgets:
            ex = getattr(widget, "exercise", None)
            if widget.kind == block.LANGUAGE and ex is not None:
                job = block.jobs(ex)["answer.py"]
                found.append(Answer(widget.where, f"{ex.folder}/answer.py", job, passes))
    return found


def _rec(run: RunSpec) -> Recording:
    """A swept run's recording (the sweep takes only recorded runs)."""
    if run.recording is None:
        raise ValueError(f"{run.label} is not recorded: the sweep has nothing to compare it with")
    return run.recording


def check_run(setting: Setting, run: RunSpec, result: RunResult, root: Path) -> list[Finding]:
    """What is wrong with one run under one setting: the setting not taken, a failure, a difference."""
    why = setting.took_effect(result)
    if why:
        return [Finding(setting.name, run, f"did not run as asked: {why}")]
    if not (result.ok or (result.outcome is Outcome.EXIT and result.status == run.returncode)):
        return [Finding(setting.name, run, f"{result.message}. Its output:\n{indent(result.output)}")]
    found = []
    for rel, text, what in recordings(run, result):
        path = root / rel
        if not path.is_file():
            continue  # a missing recording is the build's error, not the sweep's
        comparison = compare(path.read_text(encoding="utf-8"), text, _rec(run).tolerance)
        if not comparison.ok:
            why = f" {NOT_REPEATABLE}\n" if setting.name == BASELINE else ": "
            found.append(Finding(setting.name, run, f"{what} differs from {rel}{why}{comparison.explain()}"))
    return found


def _run_all(settings: RunSettings, jobs: list[Job]) -> list[RunResult]:
    runner = Runner(settings)
    try:
        return runner.run_many(jobs)
    finally:
        runner.close()


def sweep(
    runs: list[RunSpec], jobs: list[Job], root: Path, machine: dict, say: Callable[[str], None] = print,
    answers: Sequence[Answer] = (),
) -> list[Finding | str]:
    """Run every job under every setting this machine offers and every rounding direction; every difference.

    First once under the build's own settings: a run that differs there is reported as not repeatable
    and left out of the rest (a clock is no kernel's fault). ``answers``: exercises' model answers, each
    of which must still pass its tests under every setting. A finding about an answer is a string.
    """
    base = Setting(BASELINE, RunSettings(), lambda result: "")
    findings: list[Finding | str] = []
    baseline = [f for run, result in zip(runs, _run_all(base.settings, jobs), strict=True)
                for f in check_run(base, run, result, root)]
    unrepeatable = {_rec(f.run).output for f in baseline}
    say(f"portable: {BASELINE}: {len(jobs)} snippets, "
        + (f"{len(unrepeatable)} differ already (not blamed on any setting below)" if baseline else "all hold"))
    findings += baseline
    pairs = [(run, job) for run, job in zip(runs, jobs, strict=True) if _rec(run).output not in unrepeatable]
    exempt = [run for run, _ in pairs if _rec(run).rounding == "nearest"]
    if exempt:
        say(f"portable: {len(exempt)} fence(s) say rounding=\"nearest\" (their point is exact round-to-nearest "
            "arithmetic): the rounding directions skip them, the kernel settings do not:")
        for run in exempt:
            say(f"  {run.where}: {run.label}")
    rounding = {s.name for s in rounding_settings()}
    for setting in settings_for(machine) + rounding_settings():
        mine = [(f, j) for f, j in pairs if not (setting.name in rounding and _rec(f).rounding == "nearest")]
        results = _run_all(setting.settings, [j for _, j in mine] + [a.job for a in answers])
        found: list[Finding | str] = [f for (run, _), result in zip(mine, results, strict=False)
                                      for f in check_run(setting, run, result, root)]
        for answer, result in zip(answers, results[len(mine):], strict=True):
            why = setting.took_effect(result) or answer.passes(result)
            if why:
                found.append(f"{answer.where}: under {setting.name}, {answer.label} {why}")
        skipped = f" ({len(pairs) - len(mine)} skipped: rounding=\"nearest\")" if len(mine) < len(pairs) else ""
        extra = f" and {len(answers)} model answer(s)" if answers else ""
        say(f"portable: {setting.name}: {len(mine)} snippets{extra}{skipped}, "
            + (f"{len(found)} problem(s)" if found else "all hold"))
        findings += found
    return findings


def record_sweeps(root: Path, runs: list[RunSpec], findings: list, machine: dict) -> list[str]:
    """accepted.json notes, for every recording whose run held under every setting, the settings it held
    under (``recorded.record_sweep``); what was written, one line a lesson."""
    import datetime

    from .recorded import record_sweep

    failed = {_rec(f.run).output for f in findings if isinstance(f, Finding)}
    kernels = [s.name for s in settings_for(machine)]
    directions = [s.name for s in rounding_settings()]
    groups: dict[tuple[str, tuple[str, ...]], list[str]] = {}
    for run in runs:
        if _rec(run).output in failed:
            continue
        swept = tuple(kernels + ([] if _rec(run).rounding == "nearest" else directions))
        names = [Path(rel).name for rel, _, _ in recordings(run, RunResult("", Outcome.OK))]
        groups.setdefault((_rec(run).folder, swept), []).extend(names)
    day = datetime.datetime.now(datetime.UTC).date().isoformat()
    said = []
    for (lesson, swept), names in sorted(groups.items()):
        if record_sweep(root, lesson, names, list(swept), day, machine):
            said.append(f"portable: snippets/{lesson}/accepted.json notes that {len(names)} recording(s) held "
                        f"under {len(swept)} settings")
    return said
