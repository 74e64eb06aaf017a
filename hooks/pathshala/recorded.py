"""Recorded outputs: the text a page was written against, and the drift check.

``snippets/<lesson>/<name>.out`` holds it byte for byte. A run that prints
anything else fails the build with a unified diff; ``make accept`` rewrites
the file on purpose and says what changed.
"""

from __future__ import annotations

import difflib
from pathlib import Path

from .fences import Fence
from .problems import Problem, indent
from .result import RunResult


def diff(old: str, new: str, old_name: str, new_name: str) -> str:
    lines = difflib.unified_diff(
        old.splitlines(True), new.splitlines(True), fromfile=old_name, tofile=new_name
    )
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


def check(fence: Fence, result: RunResult, root: Path) -> Problem | None:
    """A problem if the recorded output is missing or differs from this run."""
    path = root / fence.recorded
    if not path.is_file():
        return Problem(
            fence.where,
            f"{fence.label} has no recorded output {fence.recorded}: run `make accept` to record it",
        )
    recorded = path.read_text(encoding="utf-8")
    if recorded == result.output:
        return None
    text = diff(recorded, result.output, f"{fence.recorded} (recorded)", f"{fence.display_path} (this run)")
    return Problem(
        fence.where,
        f"output of {fence.label} drifted from {fence.recorded} "
        f"(run `make accept` to accept it):\n{indent(text)}",
    )


def accept(fence: Fence, result: RunResult, root: Path) -> str | None:
    """Write this run as the recorded output; return a description of the change, or None."""
    path = root / fence.recorded
    old = path.read_text(encoding="utf-8") if path.is_file() else None
    if old == result.output:
        return None
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(result.output, encoding="utf-8")
    if old is None:
        return f"recorded {fence.recorded} (new, {len(result.output.splitlines())} lines)"
    return f"updated {fence.recorded}:\n" + indent(
        diff(old, result.output, f"{fence.recorded} (before)", f"{fence.recorded} (now)")
    )
