"""pymdownx.snippets' section markers in a snippet file: a whole-file include hides them, ``file.py:name`` shows one.

A page may include part of a snippet by name (``--8<-- "04-forward-backprop/one_day.py:backward"``) when
the file marks it, each marker alone on a comment line::

    # --8<-- [start:backward]
    ...
    # --8<-- [end:backward]

pymdownx.snippets drops every marker line from a whole-file include, whatever else the line holds. The
build shows and runs a snippet's text, so it drops the same lines (``without_markers``): the code on
the page, in its editor, in its notebook and in its run stay one text. A marker that shares its line with
code is refused, never dropped: pymdownx would hide that code from the page while ``python name.py``
still runs it. ``section`` is what ``file.py:name`` shows, for the reading time.
"""

from __future__ import annotations

import re

from .snippet_folder import FolderError

# pymdownx.snippets' own pattern (SnippetPreprocessor.RE_SNIPPET_SECTION): a marker anywhere in a line
_ANY_MARKER = re.compile(
    r"""(?xi)
    ^(?P<pre>.*?)
    (?<!;)(?!(?<=-)-)
    (?P<escape>;*)
    (?P<inline_marker>-{1,}8<-{1,}[ \t]+)
    (?P<section>\[[ \t]*(?P<type>start|end)[ \t]*:[ \t]*(?P<name>[a-z][-_0-9a-z]*)[ \t]*\])
    (?P<post>.*?)$
    """
)
# the only form a snippet may use: the marker alone on a comment line
_COMMENT_MARKER = re.compile(r"(?i)^[ \t]*#[ \t]*-{1,}8<-{1,}[ \t]+\[[ \t]*(?:start|end)[ \t]*:[ \t]*"
                             r"[a-z][-_0-9a-z]*[ \t]*\][ \t]*$")


class MarkerError(FolderError):
    """A snippet's section marker the build will not hide, or a section it cannot find."""


def _marker(line: str) -> re.Match[str] | None:
    """The section marker pymdownx.snippets sees in ``line`` (not an escaped one), or None."""
    if "8<-" not in line:
        return None
    m = _ANY_MARKER.match(line.rstrip("\r\n"))
    return m if m is not None and not m["escape"] else None


def drop_markers(text: str) -> str:
    """``text`` without its marker lines, whatever else they hold (what pymdownx.snippets shows)."""
    return "".join(line for line in text.splitlines(keepends=True) if _marker(line) is None)


def without_markers(text: str, rel: str) -> str:
    """``text`` of ``snippets/<rel>`` as a whole-file include shows it: every marker line dropped.

    MarkerError names the line of a marker that shares its line with code."""
    kept = []
    for number, line in enumerate(text.splitlines(keepends=True), 1):
        if _marker(line) is None:
            kept.append(line)
        elif not _COMMENT_MARKER.match(line.rstrip("\r\n")):
            raise MarkerError(f"snippets/{rel} line {number}: a section marker (--8<-- [start:…] or [end:…]) "
                              "shares its line with code; pymdownx.snippets would hide the whole line from the page "
                              "while python still runs it: put the marker alone on a comment line")
    return "".join(kept)


def section(text: str, name: str, rel: str) -> str:
    """What ``--8<-- "<rel>:<name>"`` shows: the lines between ``[start:name]`` and ``[end:name]``, other
    markers dropped (as pymdownx.snippets does). MarkerError when the section is missing or unclosed."""
    kept: list[str] = []
    inside = found = False  # a second start inside the section is skipped, as pymdownx skips it
    for line in text.splitlines(keepends=True):
        m = _marker(line)
        if m is not None:
            if m["name"] == name:  # pymdownx's comparisons, exact
                if m["type"] == "start":
                    inside = found = True
                elif inside:
                    return "".join(kept)
                else:
                    break  # an end before its start: pymdownx shows nothing
            continue
        if inside:
            kept.append(line)
    if not found:
        raise MarkerError(f"snippets/{rel} has no section {name!r} (a line '# --8<-- [start:{name}]')")
    raise MarkerError(f"snippets/{rel}: section {name!r} is not closed (a line '# --8<-- [end:{name}]')")
