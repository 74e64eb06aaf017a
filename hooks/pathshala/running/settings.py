"""The fixed conditions every snippet runs under, and the versions it runs on.

Both go into the cache key and into every result, so an output always says
what produced it.
"""

from __future__ import annotations

import platform
from dataclasses import asdict, dataclass
from importlib import metadata


@dataclass(frozen=True)
class RunSettings:
    """Conditions shared by all runs of one runner (they shape the forkserver)."""

    hash_seed: int = 0
    threads: int = 1  # one thread: BLAS reductions then add in one fixed order
    locale: str = "C.UTF-8"
    columns: int = 80
    lines: int = 24
    seed: int = 0  # unseeded random/numpy/torch start from this state
    output_cap: int = 1_000_000  # bytes of output a snippet may print
    # Kernel choices for the portability sweep (``python -m pathshala check-portable``), e.g.
    # (("ATEN_CPU_CAPABILITY", "avx2"),). Empty in every build: the server's environment is
    # otherwise fixed, and nothing of the caller's environment reaches a snippet.
    kernel_env: tuple[tuple[str, str], ...] = ()
    # A stand-in for ``torch.__version__`` (e.g. "2.99.0+cpu"), set in the server before any
    # snippet runs: the check-torch tests' stand-in environment (``PATHSHALA_TORCH_STANDIN``).
    # Empty in every real build and report: the installed torch speaks for itself.
    torch_version: str = ""
    # The rounding direction of the snippet's own arithmetic (``ROUNDING``): "nearest" in every build;
    # the portability sweep also runs "upward", "downward" and "towardzero" (``child.set_rounding``:
    # set after the snippet is compiled, immediately before it runs, and read back inside the run).
    rounding: str = "nearest"

    def __post_init__(self) -> None:
        if self.rounding not in ROUNDING:
            raise ValueError(f"rounding is one of {', '.join(ROUNDING)}, not {self.rounding!r}")
        unknown = sorted({k for k, _ in self.kernel_env} - set(KERNEL_VARIABLES))
        if unknown:
            raise ValueError(f"kernel_env takes only {', '.join(KERNEL_VARIABLES)}, not {', '.join(unknown)}")

    def as_dict(self) -> dict:
        return asdict(self)


# The environment variables that choose which CPU kernels run, and nothing else.
KERNEL_VARIABLES = (
    "ATEN_CPU_CAPABILITY",  # torch: default | avx2 | avx512 (x86) — lowers the dispatch level
    "NPY_DISABLE_CPU_FEATURES",  # numpy: SIMD targets it must not use, e.g. "X86_V4 AVX512_ICL AVX512_SPR"
)


# IEEE 754's four rounding directions, as the sweep names them (fesetround's FE_TONEAREST, FE_UPWARD,
# FE_DOWNWARD, FE_TOWARDZERO). Rounding noise changes with the direction on every CPU (Kahan's test).
ROUNDING = ("nearest", "upward", "downward", "towardzero")


DEFAULT_TIMEOUT_S = 60.0
# No fence may ask for more (timeout="1e9" would hold a build's worker for ever): a lesson's snippet
# that needs ten minutes on a CPU belongs in a notebook, not in a page that is built on every change.
MAX_TIMEOUT_S = 600.0
# Seconds of snippet runs one build may spend in all (``Runner.run_many``), whatever its fences ask: each run
# gets at most what is left, and once it is spent the rest are not run and fail, naming the budget. Content
# cannot raise it (no fence option, front matter or course file reads it); whoever starts the build may, in
# the environment (``PATHSHALA_RUN_BUDGET=seconds``). A cold build of the whole course spends a few minutes.
BUILD_BUDGET_S = 1800.0
BUDGET_ENV = "PATHSHALA_RUN_BUDGET"


def build_budget() -> float:
    """The build's budget of run seconds: ``PATHSHALA_RUN_BUDGET`` if it is a positive number, else the default."""
    import os

    raw = os.environ.get(BUDGET_ENV, "").strip()
    try:
        value = float(raw) if raw else BUILD_BUDGET_S
    except ValueError:
        raise ValueError(f"{BUDGET_ENV}={raw!r}: write a number of seconds") from None
    if not 0 < value < float("inf"):
        raise ValueError(f"{BUDGET_ENV}={raw!r}: write a positive, finite number of seconds")
    return value


def library_versions() -> dict[str, str]:
    """Versions as installed, read without importing torch (fast in the parent)."""
    return {
        "python": platform.python_version(),
        "torch": metadata.version("torch"),
        "numpy": metadata.version("numpy"),
    }
