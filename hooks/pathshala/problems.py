"""A problem the build found, located at a page and line."""

from __future__ import annotations

import re
from dataclasses import dataclass

# C0 controls but tab and newline, DEL, C1 controls, and the bidirectional overrides and isolates.
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def visible_controls(text: str) -> str:
    """Control characters as escapes (``\\x1b``, ``\\r``, ``\\u202e``), never raw.

    A run's output and traceback reach a terminal through the build's log, a drift diff or
    ``make accept``; raw there, ESC and OSC sequences would act on the terminal (recolour, move the
    cursor over earlier lines, retitle the window, plant a link), a carriage return would hide what
    came before it on its line, and a bidi override would show text in another order than it is.
    Tab, newline and every printable character (Bengali's joiners included) stay as they are.
    """
    return _CONTROLS.sub(lambda m: _escape(m.group(0)), text)


def _escape(char: str) -> str:
    code = ord(char)
    return {"\r": "\\r", "\x1b": "\\x1b"}.get(char) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


class VisibleStream:
    """A text stream that writes through ``visible_controls`` (the command line's stdout and stderr)."""

    def __init__(self, stream) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(visible_controls(text))
        return len(text)

    def __getattr__(self, name: str):
        return getattr(self.stream, name)


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
        return visible_controls(f"{self.where}: {self.message}")

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
