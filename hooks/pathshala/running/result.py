"""What one run of a snippet produced."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from enum import StrEnum


class Outcome(StrEnum):
    """How a run ended, as the runner itself saw it (never as the snippet says)."""

    OK = "ok"  # finished, exit status 0
    EXIT = "exit"  # a non-zero exit status
    ERROR = "error"  # an uncaught exception
    CRASH = "crash"  # killed by a signal, or the server lost it
    TIMEOUT = "timeout"  # stopped at its time limit
    FLOOD = "flood"  # printed past the output cap and was stopped


@dataclass
class RunResult:
    """Text printed (stdout and stderr merged), how the run ended (``Outcome``), and its conditions."""

    output: str
    outcome: Outcome
    status: int | None = None
    message: str = ""
    duration_s: float = 0.0
    versions: dict = field(default_factory=dict)
    conditions: dict = field(default_factory=dict)
    files_written: list[str] = field(default_factory=list)
    figures: dict[str, str] = field(default_factory=dict)  # figure file name -> its text (SVG)
    machine: dict = field(default_factory=dict)  # where it ran (child.machine): shown, never compared
    cached: bool = False

    def __post_init__(self) -> None:
        self.outcome = Outcome(self.outcome)  # from JSON: the same word, checked (ValueError: not an outcome)

    @property
    def ok(self) -> bool:
        return self.outcome is Outcome.OK

    def to_json(self) -> str:
        data = asdict(self)
        data.pop("cached")
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> RunResult:
        return cls(**json.loads(text))
