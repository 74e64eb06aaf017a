"""Where terms occur in text: a term matches only as a whole word, never inside a longer one.

A term matches only where the character before it is not a letter, mark,
digit or ``_``, and the character after it is none of those nor a ZWJ/ZWNJ. A
hyphen joins a compound (``non-leaf`` is not ``leaf``), except before a
Bengali ending: ``tensor-এর`` is ``tensor``. Latin script is matched without
regard to case. Where terms overlap, the longest wins.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

from .forms import HYPHENS, WORD_RUN, bengali, folded, wordish

if TYPE_CHECKING:
    from .data import Glossary, Term


def _starts_word(stream: str, i: int) -> bool:
    if i == 0:
        return True
    before = stream[i - 1]
    if wordish(before):
        return False
    # a hyphen after a word makes a compound: "non-leaf" holds no "leaf"
    return not (before in HYPHENS and i >= 2 and wordish(stream[i - 2]))


def _ends_word(stream: str, j: int) -> bool:
    if j >= len(stream):
        return True
    after = stream[j]
    if wordish(after):
        return False
    # "tensor-এর" is tensor with a Bengali ending; "tensor-based" is another word
    return not (after in HYPHENS and j + 1 < len(stream) and wordish(stream[j + 1]) and not bengali(stream[j + 1]))


def find_terms(stream: str, start: int, end: int, glossary: Glossary) -> list[tuple[int, int, Term]]:
    """Matches inside ``stream[start:end]`` (boundaries may look outside it), longest first, not overlapping."""
    matcher = glossary.matcher()
    text = stream[start:end]
    candidates = []
    if unicodedata.is_normalized("NFC", text):
        for run in WORD_RUN.finditer(text):  # a term begins where a word does
            k = run.start()
            forms = matcher.nfc.get(text[k].lower())
            if not forms or not _starts_word(stream, start + k):
                continue
            for form, term in forms:
                stop = k + len(form)
                if text[k:stop].lower() == form and _ends_word(stream, start + stop):
                    candidates.append((start + k, start + stop, term))
    else:  # compare character by character, each decomposed
        flat, starts = folded(text)
        char_at = {pos: k for k, pos in enumerate(starts)}
        char_at[len(flat)] = len(text)
        for k, pos in enumerate(starts):
            forms = matcher.nfd.get(flat[pos])
            if not forms or not _starts_word(stream, start + k):
                continue
            for form, term in forms:
                ends = char_at.get(pos + len(form))  # None: the form ends inside a character's decomposition
                if ends is not None and flat.startswith(form, pos) and _ends_word(stream, start + ends):
                    candidates.append((start + k, start + ends, term))
    candidates.sort(key=lambda c: (c[0] - c[1], c[0]))
    chosen: list[tuple[int, int, Term]] = []
    taken = [False] * (end - start)
    for i, j, term in candidates:
        if not any(taken[i - start : j - start]):
            chosen.append((i, j, term))
            for k in range(i - start, j - start):
                taken[k] = True
    return sorted(chosen, key=lambda c: c[0])


def matches(text: str, glossary: Glossary) -> list[tuple[str, Term]]:
    """Terms in a plain text, in order: (the text matched, its term). For tests and tools."""
    return [(text[i:j], term) for i, j, term in find_terms(text, 0, len(text), glossary)]
