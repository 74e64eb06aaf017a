"""Regular expressions that content writes, matched in linear time.

A pattern from content (``course/terms.yml``'s ``pattern:``, a fence's ``varies=``) is untrusted input
to a regex engine. Python's ``re`` backtracks: ``(a|aa)+$`` against a prose line of 60 ``a``s ran for
more than five minutes and stopped the build with no page or line (issue 33). Such patterns are
compiled here with RE2 (``google-re2``, pinned in ``pyproject.toml``), whose matching time is linear in
the text whatever the pattern, and whose compiled program has a memory bound (``max_mem``): a pattern
too large to compile is refused like a malformed one.

RE2's syntax is Python's minus what needs backtracking: no look-around (``(?<!…)``, ``(?=…)``) and no
back-references (``\\1``); ``\\d``, ``\\w``, ``\\s`` and ``\\b`` are ASCII (write ``[০-৯]`` or
``\\p{Bengali}`` for Bengali). ``^`` and ``$`` are the start and end of the text searched (a line,
without its line break), unless the pattern says ``(?m)``. A refused pattern raises ValueError with
RE2's reason; callers add the page (or file) and line.
"""

from __future__ import annotations

import re2

_OPTIONS = re2.Options()
_OPTIONS.log_errors = False  # the error is ours to report, with the page and line
_OPTIONS.max_mem = 8 << 20  # bytes RE2 may use for one compiled pattern (its default)

NO_BACKTRACKING = ("content regexes are matched in linear time (RE2): no look-around such as (?<!…) or (?=…) "
                   "and no back-references such as \\1")


class ContentPattern:
    """A compiled content regex: ``search``, ``finditer`` and ``fullmatch`` as ``re.Pattern`` has them."""

    __slots__ = ("_compiled", "pattern")

    def __init__(self, pattern: str) -> None:
        try:
            self._compiled = re2.compile(pattern, _OPTIONS)
        except re2.error as err:
            reason = err.args[0] if err.args else err
            reason = reason.decode("utf-8", "replace") if isinstance(reason, bytes) else str(reason)
            raise ValueError(f"{reason} ({NO_BACKTRACKING})") from None
        self.pattern = pattern

    def search(self, text: str, *args):
        return self._compiled.search(text, *args)

    def finditer(self, text: str, *args):
        return self._compiled.finditer(text, *args)

    def fullmatch(self, text: str, *args):
        return self._compiled.fullmatch(text, *args)

    @property
    def groupindex(self) -> dict[str, int]:
        return dict(self._compiled.groupindex)

    def __repr__(self) -> str:  # memo keys use repr: never a memory address, always the pattern
        return f"content_regex({self.pattern!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ContentPattern) and other.pattern == self.pattern

    def __hash__(self) -> int:
        return hash(("content_regex", self.pattern))

    def __reduce__(self):
        return (ContentPattern, (self.pattern,))


def compile_content(pattern: str) -> ContentPattern:
    """``pattern`` compiled for linear-time matching; ValueError says why it is refused."""
    return ContentPattern(pattern)


def search_line(pattern: ContentPattern, line: str):
    """``pattern.search`` on one line without its line break (``$`` then ends the line, as in ``re``)."""
    return pattern.search(line[:-1] if line.endswith("\n") else line)
