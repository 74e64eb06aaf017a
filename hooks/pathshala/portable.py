"""The portability sweep: every snippet again under other CPU kernels, on the one machine at hand.

A recording must hold on every machine, but CI and authors have one machine
each. What differs between machines is which kernels run: torch's dispatch
level (AVX-512, AVX2 or plain), NumPy's SIMD targets, the thread count. Each
can be lowered on one machine, so ``make check-portable`` re-runs every
snippet (no cache) under each setting below, reads the setting back inside
the run (``child.machine``) to prove it took effect, and compares every
output and figure with its recording by the rules of ``compare``. A snippet
whose output differs beyond them prints rounding noise: make it print a
bound, a rounded value or ``allclose``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .compare import compare
from .problems import indent
from .recorded import recordings
from .result import Outcome, RunResult
from .runner import Job, Runner
from .settings import RunSettings

if TYPE_CHECKING:
    from .blocks import FenceSpec


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
    fence: FenceSpec
    message: str

    def __str__(self) -> str:
        return f"{self.fence.where}: under {self.setting}, {self.fence.label} {self.message}"


def check_run(setting: Setting, fence: FenceSpec, result: RunResult, root: Path) -> list[Finding]:
    """What is wrong with one run under one setting: the setting not taken, a failure, a difference."""
    why = setting.took_effect(result)
    if why:
        return [Finding(setting.name, fence, f"did not run as asked: {why}")]
    if not (result.ok or (result.outcome is Outcome.EXIT and result.status == fence.options.returncode)):
        return [Finding(setting.name, fence, f"{result.message}. Its output:\n{indent(result.output)}")]
    found = []
    for rel, text, what in recordings(fence, result):
        path = root / rel
        if not path.is_file():
            continue  # a missing recording is the build's error, not the sweep's
        comparison = compare(path.read_text(encoding="utf-8"), text, fence.options.tolerance)
        if not comparison.ok:
            found.append(Finding(setting.name, fence, f"{what} differs from {rel}: {comparison.explain()}"))
    return found


def sweep(
    fences: list[FenceSpec], jobs: list[Job], root: Path, machine: dict, say: Callable[[str], None] = print
) -> list[Finding]:
    """Run every job under every setting this machine offers; every difference found."""
    findings: list[Finding] = []
    for setting in settings_for(machine):
        runner = Runner(setting.settings)
        try:
            results = runner.run_many(jobs)
        finally:
            runner.close()
        found = [
            f for fence, result in zip(fences, results, strict=True) for f in check_run(setting, fence, result, root)
        ]
        say(f"portable: {setting.name}: {len(jobs)} snippets, " + (f"{len(found)} problem(s)" if found else "all hold"))
        findings += found
    return findings
