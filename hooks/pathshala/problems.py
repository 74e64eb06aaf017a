"""A problem the build found, located at a page and line."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """``where`` is ``docs/<page>:<line>``; ``message`` names the snippet and says what to do."""

    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def indent(text: str, prefix: str = "    ") -> str:
    """Indent a block (an output, a diff) under its message."""
    return "".join(prefix + line for line in text.splitlines(True)) or prefix + "(nothing)"
