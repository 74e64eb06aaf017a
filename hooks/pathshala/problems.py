"""A problem the build found, located at a page and line."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """``where`` is ``docs/<page>:<line>``; ``message`` names the snippet and says what to do.

    ``claim``: for a claim its output does not hold, the claim as written (``accept`` lists those
    apart from the other problems, by this field, never by the wording of the message).
    """

    where: str
    message: str
    claim: str = ""

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"

    @property
    def page(self) -> str | None:
        """The docs-relative page it is located in (``docs/a.md:3`` → ``a.md``); None for a site-wide one."""
        if not self.where.startswith("docs/"):
            return None
        head, colon, line = self.where[len("docs/"):].rpartition(":")
        return head if colon and line.isdigit() else self.where[len("docs/"):]


def excerpt(text: str, head: int = 30, tail: int = 10, width: int = 300) -> str:
    """A long output cut to its first and last lines (a 1 MB flood must not fill the log)."""
    lines = [line if len(line) <= width else line[:width] + " …" for line in text.splitlines()]
    if len(lines) > head + tail:
        lines = [*lines[:head], f"… ({len(lines) - head - tail} lines left out) …", *lines[-tail:]]
    return "\n".join(lines) + ("\n" if lines else "")


def indent(text: str, prefix: str = "    ") -> str:
    """Indent a block (an output, a diff) under its message."""
    return "".join(prefix + line for line in text.splitlines(True)) or prefix + "(nothing)"
