"""Recorded outputs: the text a page was written against, and the drift check.

``snippets/<lesson>/<name>.out`` holds it byte for byte. A run that prints
anything else fails the build with a unified diff; ``make accept`` rewrites
the file on purpose and says what changed.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from pathlib import Path

from .fences import Fence
from .problems import Problem, indent
from .result import RunResult
from .tolerance import within


def diff(old: str, new: str, old_name: str, new_name: str) -> str:
    lines = difflib.unified_diff(
        old.splitlines(True), new.splitlines(True), fromfile=old_name, tofile=new_name
    )
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


def is_recording(name: str, snippet_stems: set[str]) -> bool:
    """Is this file in a snippet folder a recording (``x.out``, ``x.graph.svg`` beside ``x.py``,
    ``accepted.json``)? Recordings are never a snippet's input: not copied to its scratch folder,
    not part of its cache key."""
    recorded_figure = name.count(".") > 1 and name.split(".")[0] in snippet_stems
    return name.endswith(".out") or name == ACCEPTANCE or recorded_figure


def recordings(fence: Fence, result: RunResult) -> list[tuple[str, str, str]]:
    """(recorded path, text of this run, what it is) for the output and each figure."""
    pairs = [(fence.recorded, result.output, "output")]
    pairs += [(fence.recorded_figure(n), result.figures.get(n, ""), f"figure {n}") for n in fence.figures]
    return pairs


@dataclass(frozen=True)
class Verdict:
    """How one recording of one fence compares with this run."""

    fence: Fence
    what: str  # "output" or "figure graph.svg"
    recorded: str  # repo-relative path
    status: str  # unchanged | within-tolerance | drifted | missing | failed
    detail: str = ""  # the diff, or why the run failed

    @property
    def problem(self) -> Problem | None:
        if self.status == "missing":
            return Problem(
                self.fence.where,
                f"{self.fence.label} has no recorded {self.what} {self.recorded}: run `make accept` to record it",
            )
        if self.status == "drifted":
            return Problem(
                self.fence.where,
                f"{self.what} of {self.fence.label} drifted from {self.recorded} "
                f"(run `make accept` to accept it):\n{indent(self.detail)}",
            )
        return None


def check(fence: Fence, result: RunResult, root: Path) -> list[Verdict]:
    """A verdict for the output and each figure of a run that ended as expected."""
    verdicts = []
    for rel, text, what in recordings(fence, result):
        path = root / rel
        if not path.is_file():
            verdicts.append(Verdict(fence, what, rel, "missing"))
            continue
        recorded = path.read_text(encoding="utf-8")
        if recorded == text:
            verdicts.append(Verdict(fence, what, rel, "unchanged"))
            continue
        changes = diff(recorded, text, f"{rel} (recorded)", f"{fence.display_path} (this run)")
        if fence.tolerance and what == "output" and within(recorded, text, fence.tolerance):
            verdicts.append(Verdict(fence, what, rel, "within-tolerance", changes))
        else:
            verdicts.append(Verdict(fence, what, rel, "drifted", changes))
    return verdicts


def accept(fence: Fence, result: RunResult, root: Path) -> list[str]:
    """Write this run as the recordings; describe each change."""
    changes = []
    for rel, text, _ in recordings(fence, result):
        path = root / rel
        old = path.read_text(encoding="utf-8") if path.is_file() else None
        if old == text:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if old is None:
            changes.append(f"recorded {rel} (new, {len(text.splitlines())} lines)")
        else:
            changes.append(f"updated {rel}:\n" + indent(diff(old, text, f"{rel} (before)", f"{rel} (now)")))
    return changes


ACCEPTANCE = "accepted.json"


def write_acceptance(root: Path, lesson: str, versions: dict[str, str], day: str) -> str:
    """Record, beside a lesson's outputs, the day they were accepted and the versions that printed them."""
    path = root / "snippets" / lesson / ACCEPTANCE
    path.write_text(json.dumps({"accepted": day, **versions}, ensure_ascii=False, sort_keys=True, indent=1) + "\n")
    return f"recorded snippets/{lesson}/{ACCEPTANCE}: accepted {day} on " + ", ".join(
        f"{k} {v}" for k, v in sorted(versions.items())
    )


def read_acceptance(root: Path, lesson: str) -> dict[str, str] | None:
    try:
        return json.loads((root / "snippets" / lesson / ACCEPTANCE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
