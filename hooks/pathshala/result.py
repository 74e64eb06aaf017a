"""What one run of a snippet produced."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field


@dataclass
class RunResult:
    """Text printed (stdout and stderr merged), how the run ended, and its conditions.

    ``outcome`` is one of: ``ok`` (finished, exit status 0), ``exit`` (non-zero
    exit status), ``error`` (uncaught exception), ``crash`` (killed by a
    signal or ``os._exit``), ``timeout``, ``flood`` (printed past the cap).
    """

    output: str
    outcome: str
    status: int | None = None
    message: str = ""
    duration_s: float = 0.0
    versions: dict = field(default_factory=dict)
    conditions: dict = field(default_factory=dict)
    files_written: list[str] = field(default_factory=list)
    figures: dict[str, str] = field(default_factory=dict)  # figure file name -> its text (SVG)
    machine: dict = field(default_factory=dict)  # where it ran (child.machine): shown, never compared
    cached: bool = False

    @property
    def ok(self) -> bool:
        return self.outcome == "ok"

    def to_json(self) -> str:
        data = asdict(self)
        data.pop("cached")
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> RunResult:
        return cls(**json.loads(text))
