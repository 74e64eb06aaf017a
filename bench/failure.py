"""Why a build a benchmark started failed: the records that say so, not the last lines of its log.

A failed ``mkdocs build`` logs its cause somewhere in the middle (a snippet problem, a markdown-exec
warning with the code and its traceback, a Python traceback) and then hundreds of lines of
notebook conversion; the tail of the log is those lines, and the cause was not shown (issue 32).
``why`` keeps every WARNING, ERROR and CRITICAL record whole (a long one cut in its middle, where the
code it quotes is; its first lines and its end, where the traceback is), every traceback Python
printed outside the log, and MkDocs' own last words (``Aborted …``, ``Error: …``).
"""

from __future__ import annotations

import re

LEVEL = re.compile(r"^(DEBUG|INFO|WARNING|ERROR|CRITICAL)\s+-  ")
SAYS = ("WARNING", "ERROR", "CRITICAL")
HEAD, TAIL = 6, 30  # lines kept at each end of a long record
LAST_WORDS = ("Aborted", "Error:", "Exception:")


def _records(log: str) -> list[list[str]]:
    """The log as records: a line with a level and the lines after it that have none; a traceback
    printed outside the log starts a record of its own."""
    records: list[list[str]] = []
    for line in log.splitlines():
        if LEVEL.match(line) or line.startswith("Traceback (most recent call last)") or not records:
            records.append([line])
        else:
            records[-1].append(line)
    return records


def _cut(record: list[str]) -> list[str]:
    while record and not record[-1].strip():
        record = record[:-1]
    if len(record) <= HEAD + TAIL + 1:
        return record
    return [*record[:HEAD], f"    … ({len(record) - HEAD - TAIL} lines left out)", *record[-TAIL:]]


def why(log: str, fallback_lines: int = 40) -> str:
    """The part of a failed build's log that says why it failed (see the module's docstring)."""
    kept: list[str] = []
    for record in _records(log):
        first = record[0]
        level = LEVEL.match(first)
        if (level and level.group(1) in SAYS) or first.startswith("Traceback (most recent call last)"):
            kept += _cut(record)
        else:
            kept += [line for line in record if line.startswith(LAST_WORDS)]
    if kept:
        return "\n".join(kept)
    tail = log.splitlines()[-fallback_lines:]
    return "\n".join(["(no warning, error or traceback in the log; its last lines:)", *tail])
