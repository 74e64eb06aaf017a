"""How terms and text are compared: Unicode forms, case, and what counts as part of a word.

Matching is Bengali-aware, unlike Python-Markdown's ``abbr`` (whose ``\\b``
never ends a word after a vowel sign and happily splits a letter cluster).
"""

from __future__ import annotations

import re
import unicodedata

HYPHENS = frozenset("-\u2010\u2011")
JOINERS = frozenset("\u200c\u200d")


def _marks_class() -> str:
    """Every combining mark of the Basic Multilingual Plane, as character-class ranges."""
    ranges: list[list[int]] = []
    for code in range(0x300, 0x10000):
        if unicodedata.category(chr(code))[0] == "M":
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1][1] = code
            else:
                ranges.append([code, code])
    return "".join(f"\\u{a:04x}-\\u{b:04x}" if a != b else f"\\u{a:04x}" for a, b in ranges)


# Runs of word characters with their marks (``\w`` alone stops at every vowel sign and virama).
WORD_RUN = re.compile(rf"[\w{_marks_class()}\u200c\u200d]+")


def nfc_lower(text: str) -> str:
    return unicodedata.normalize("NFC", text).lower()


def fold(text: str) -> str:
    """The form two terms are compared in: NFC, case folded, inner spaces collapsed."""
    return " ".join(unicodedata.normalize("NFC", text).casefold().split())


def folded(text: str) -> tuple[str, list[int]]:
    """Each character decomposed (NFD) and in lower case, and where each one begins in the result.

    Text and terms are compared in this form, so ``য়`` written as one code point
    or as ``য`` + nukta is the same letter, and a match can only begin and end
    where a whole character of the text does (it never takes half of ``ো``).
    """
    parts, starts, pos = [], [], 0
    for ch in text:
        part = ch.lower() if ch.isascii() else unicodedata.normalize("NFD", ch).lower()
        starts.append(pos)
        parts.append(part)
        pos += len(part)
    return "".join(parts), starts


def wordish(ch: str) -> bool:
    """Part of a word: a letter, a combining mark (vowel sign, virama, nukta…), a digit, ``_``, a joiner."""
    return unicodedata.category(ch)[0] in "LMN" or ch == "_" or ch in JOINERS


def bengali(ch: str) -> bool:
    return "\u0980" <= ch <= "\u09ff"
