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

    def as_dict(self) -> dict:
        return asdict(self)


DEFAULT_TIMEOUT_S = 60.0


def library_versions() -> dict[str, str]:
    """Versions as installed, read without importing torch (fast in the parent)."""
    return {
        "python": platform.python_version(),
        "torch": metadata.version("torch"),
        "numpy": metadata.version("numpy"),
    }
