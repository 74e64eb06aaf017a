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


def recordings(fence: Fence, result: RunResult) -> list[tuple[str, str, str]]:
    """(recorded path, text of this run, what it is) for the output and each figure."""
    pairs = [(fence.recorded, result.output, "output")]
    pairs += [(fence.recorded_figure(n), result.figures.get(n, ""), f"figure {n}") for n in fence.figures]
    return pairs


def check(fence: Fence, result: RunResult, root: Path) -> list[Problem]:
    """A problem for each recording that is missing or differs from this run."""
    problems = []
    for rel, text, what in recordings(fence, result):
        path = root / rel
        if not path.is_file():
            problems.append(
                Problem(fence.where, f"{fence.label} has no recorded {what} {rel}: run `make accept` to record it")
            )
            continue
        recorded = path.read_text(encoding="utf-8")
        if recorded == text:
            continue
        changes = diff(recorded, text, f"{rel} (recorded)", f"{fence.display_path} (this run)")
        problems.append(
            Problem(
                fence.where,
                f"{what} of {fence.label} drifted from {rel} (run `make accept` to accept it):\n{indent(changes)}",
            )
        )
    return problems


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
