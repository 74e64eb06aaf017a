"""A problem the build found, located at a page and line."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

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


class Severity(StrEnum):
    ERROR = "error"  # the build stops (``mkdocs serve`` shows it in the page and goes on)
    WARNING = "warning"  # a strict build stops after rendering; alone it stops nothing


class Stage(StrEnum):
    """Which part of the build found a problem (``make accept`` fails only on ``RECORD``)."""

    RECORD = "record"  # reading, running or recording a fence: the run or its recording is at fault
    PAGE = "page"  # a page's text: front matter, blocks, claims as written, imports of our package
    CHECK = "check"  # a claim or a quiz's proof against the output it names
    GATE = "gate"  # the authoring gate: vocabulary, digits, references, reading time
    COURSE = "course"  # course data: the roadmap, the glossary, the vocabulary file
    SITE = "site"  # across pages: a recording that no fence writes


@dataclass(frozen=True)
class Problem:
    """What is wrong, where: ``path`` is repo-relative (``docs/<page>``, ``course/roadmap.yml``, ``snippets/…``)
    and ``line`` its 1-based line (None: the whole file); ``message`` names the snippet and says what to do.

    ``claim``: for a claim its output does not hold, the claim as written (``accept`` lists those
    apart from the other problems, by this field, never by the wording of the message).
    """

    path: str
    line: int | None
    message: str
    severity: Severity = Severity.ERROR
    stage: Stage = Stage.PAGE
    claim: str = ""

    @classmethod
    def on_page(cls, page: str, line: int | None, message: str, **kind) -> Problem:
        """A problem in ``docs/<page>`` (``page`` is docs-relative, as the build model knows pages)."""
        return cls(f"docs/{page}", line, message, **kind)

    @property
    def where(self) -> str:
        """``docs/<page>:<line>`` (or the path alone), as the build log shows it."""
        return self.path if self.line is None else f"{self.path}:{self.line}"

    def __str__(self) -> str:
        return visible_controls(f"{self.where}: {self.message}")

    @property
    def page(self) -> str | None:
        """The docs-relative page it is located in (``docs/a.md`` → ``a.md``); None for a site-wide one."""
        return self.path[len("docs/"):] if self.path.startswith("docs/") else None

    @property
    def error(self) -> bool:
        return self.severity is Severity.ERROR


def excerpt(text: str, head: int = 30, tail: int = 10, width: int = 300) -> str:
    """A long output cut to its first and last lines (a 1 MB flood must not fill the log)."""
    lines = [line if len(line) <= width else line[:width] + " …" for line in text.splitlines()]
    if len(lines) > head + tail:
        lines = [*lines[:head], f"… ({len(lines) - head - tail} lines left out) …", *lines[-tail:]]
    return "\n".join(lines) + ("\n" if lines else "")


def indent(text: str, prefix: str = "    ") -> str:
    """Indent a block (an output, a diff) under its message."""
    return "".join(prefix + line for line in text.splitlines(True)) or prefix + "(nothing)"
