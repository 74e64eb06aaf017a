"""Trojan Source: characters that make text read otherwise than it runs are refused, or shown visibly.

A bidirectional override (U+202E) or isolate in a line of code makes a browser show it in another
order than Python reads it: ``bidi_code.py`` showed a check that denies access while the run printed
``You are an admin.`` (issue 33). Zero-width and filler characters hide an identifier or a word, a
lone carriage return or an ESC sequence hides what came before it. None of them has a place in a
lesson's code or prose, so:

- a page line, a snippet file (``.py`` under ``snippets/``) or a module a fence carries that holds
  one is refused, naming the page (or file) and the line, the character's code point and name;
- a run's output that prints one is shown with each as ``<U+202E>``: what the run printed, visibly.

Bengali needs the zero-width joiner and non-joiner (U+200D, U+200C: ``র‍্য``), so they stay. Tab and
newline stay; so does a carriage return right before a newline (Windows line endings).
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

# C0 controls but tab and newline, DEL, C1 controls, soft hyphen, Arabic letter mark, the Hangul
# fillers (an "invisible" identifier), zero-width space, LRM/RLM, the bidi embeddings, overrides and
# isolates, word joiner and invisible operators, the byte order mark, halfwidth Hangul filler.
INVISIBLE = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0]|\r(?!\n)"
)


def label(char: str) -> str:
    """``U+202E RIGHT-TO-LEFT OVERRIDE``."""
    return f"U+{ord(char):04X} {unicodedata.name(char, 'a control character')}"


def find(text: str) -> list[tuple[int, int, str]]:
    """(line, column, character), both 1-based, of every refused character of ``text``."""
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        found += [(number, m.start() + 1, m.group(0)) for m in INVISIBLE.finditer(line)]
    return found


def describe(found: list[tuple[int, int, str]], where: str, limit: int = 3) -> str:
    """``where:LINE column C: U+202E RIGHT-TO-LEFT OVERRIDE`` for the first few, and how many more."""
    parts = [f"{where}:{line} column {column}: {label(char)}" for line, column, char in found[:limit]]
    more = f" (and {len(found) - limit} more)" if len(found) > limit else ""
    return "; ".join(parts) + more


WHY = ("a bidirectional control or invisible character makes code read otherwise than it runs (Trojan Source): "
       "delete it (Bengali's joiners U+200C and U+200D are fine)")


def visible(text: str) -> str:
    """A run's output with each refused character shown as ``<U+202E>`` (the rest as printed)."""
    return INVISIBLE.sub(lambda m: f"<U+{ord(m.group(0)):04X}>", text)


def snippet_files(root: Path, skip: set[str]) -> list[tuple[str, list[tuple[int, int, str]]]]:
    """Every ``.py`` under snippets/ (repo-relative, but ``skip``) that holds a refused character."""
    top = root / "snippets"
    found: list[tuple[str, list[tuple[int, int, str]]]] = []
    if not top.is_dir():
        return found
    for path in sorted(top.rglob("*.py")):
        rel = str(path.relative_to(root))
        if rel in skip or not path.is_file():
            continue
        try:
            hits = find(path.read_bytes().decode("utf-8"))
        except (OSError, UnicodeDecodeError):
            continue  # reported where the file is read
        if hits:
            found.append((rel, hits))
    return found
