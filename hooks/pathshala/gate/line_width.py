"""Code lines too wide for a phone: `make review L=NN` lists each, a warning (never a build failure).

A reader on a phone (412 CSS px wide) sees a code block's first ``PHONE_COLUMNS`` columns; the rest of a
longer line is off-screen, behind a sideways scroll (issue 38, item 3: "snippets keep lines short enough for
a phone"). Measured once in the built site with Chromium (Playwright, viewport 412×915, a phone's touch and
pixel ratio) on lessons ০১ and ০৭: the code box of a lesson's ``pre > code`` is 364 px wide with 17 px of
padding on each side, so 330 px of text; the code font is 14.45 px, where one monospace column (``"M" * 100``
measured in that box, divided by 100) is 8.69 px: 330 / 8.69 = 37.97, so 37 whole columns. Re-measure when
the site's code font size or the code box's padding changes (a layout change of the code block).

A Bengali character is counted as it renders, not by bytes or code points: Bengali in code falls back to the
self-hosted Noto Sans Bengali, whose letters are wider than a monospace column and whose signs join the
letter before them. Fitted on the rendered widths of 400 Bengali-bearing lines of the course's snippets (same
page, same box): a letter 1.1 columns, a spacing vowel sign (া ি ী ে ৈ ো ৌ) 0.5, a combining sign or the
hasanta 0, and a letter joined to the one before by a hasanta (a conjunct's second letter) 0. The rule's
mean error is 0.7 columns a line, and it put 397 of the 400 lines on the same side of 37 as the browser did.
Every other character counts one column (ASCII, and the `×`, `−`, `→`, Greek letters the snippets use).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path

PHONE_COLUMNS = 37  # monospace columns a phone shows of a code line without scrolling (measured: see above)
VIEWPORT_PX = 412
_HASANTA = "\u09cd"
BENGALI_LETTER = 1.1
BENGALI_VOWEL_SIGN = 0.5


def _bengali(ch: str) -> bool:
    return "\u0980" <= ch <= "\u09ff"


def columns(line: str) -> float:
    """How many monospace columns ``line`` takes in a code block on the site (Bengali as it renders)."""
    width, previous = 0.0, ""
    for ch in line:
        if not _bengali(ch):
            width += 1
        elif unicodedata.category(ch) == "Mn":  # hasanta, chandrabindu, nukta, a vowel sign drawn below
            pass
        elif unicodedata.category(ch) == "Mc":  # a spacing vowel sign
            width += BENGALI_VOWEL_SIGN
        elif previous != _HASANTA:  # a letter of its own (a conjunct's later letters draw inside the first)
            width += BENGALI_LETTER
        previous = ch
    return width


@dataclass(frozen=True)
class WideLine:
    where: str  # "snippets/<lesson>/<file>.py:<line>" (the file's own line), or the page's line for code in a page
    columns: float
    text: str

    def __str__(self) -> str:
        return f"{self.where}: {round(self.columns)} columns: {self.text.strip()}"


def wide_lines(code: str, where: str, file_text: str | None = None, limit: int = PHONE_COLUMNS) -> list[WideLine]:
    """Each line of the code a block shows that is wider than ``limit`` columns. ``where`` names the shown file
    (its lines are looked up in ``file_text``, the file, since a block may show a section of it, dedented) or the
    place in the page; a line not found in the file is named by its place in the shown code."""
    found = []
    file_lines = file_text.splitlines() if file_text is not None else []
    at = 0
    for number, line in enumerate(code.splitlines(), 1):
        width = columns(line.rstrip())
        hit = next((i for i in range(at, len(file_lines))
                    if file_lines[i].strip() == line.strip() and file_lines[i].rstrip().endswith(line.rstrip())),
                   None)
        if hit is not None:
            at = hit + 1
        if width > limit:
            place = f"{where}:{hit + 1}" if hit is not None else f"{where} (line {number} of the shown code)"
            found.append(WideLine(place, width, line))
    return found


def shown_code(block) -> list[tuple[str, str]]:
    """The code a block shows a reader, as (where, code): an executed fence that shows its source, a predict
    block's snippet, an exercise's skeleton (the editor) and model answer."""
    kind = block.kind
    if kind == "fence":
        if not dict(block.written).get("source"):
            return []
        return [(block.snippet or f"docs/{block.page}:{block.line}", block.code)]
    if kind == "predict":
        return [(block.path, block.code)]
    if kind == "exercise":
        ex = block.exercise
        return [(f"{ex.folder}/{name}", ex.sources[name]) for name in ("skeleton.py", "answer.py")
                if name in ex.sources]
    return []


def page_wide_lines(page, root: Path, limit: int = PHONE_COLUMNS) -> list[WideLine]:
    """Every code line the page shows that a phone cannot show whole, in page order, each once."""
    found, seen = [], set()
    for block in page.blocks():
        for where, code in shown_code(block):
            path = root / where
            text = path.read_text(encoding="utf-8") if where.endswith(".py") and path.is_file() else None
            for wide in wide_lines(code, where, text, limit):
                if wide.where not in seen:
                    seen.add(wide.where)
                    found.append(wide)
    return found
