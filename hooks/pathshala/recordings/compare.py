"""Recorded output against a fresh run: text exactly, numbers as numbers within their printed precision.

Different CPUs run different kernels (AVX-512 or AVX2, another BLAS, another
summation order), so the last printed digit of a real value may flip from
machine to machine. A recording must hold on every machine, so:

- **Text** is compared exactly, after normalising line endings, trailing
  spaces, and the column padding that NumPy and PyTorch put around numbers
  (``tensor([ 0.1000, -0.2000])`` pads for the minus sign).
- **Numbers** are compared as numbers. A number written with a decimal point
  or an exponent may move by one unit of its last printed digit (``0.186142``
  may read ``0.186141``; ``2.7e-10`` may read ``2.6e-10`` or ``2.8e-10``) and
  by nothing more. Where the two runs print a different number of digits
  (NumPy drops trailing zeros), the finer unit applies. Whole numbers (counts,
  shapes, byte sizes) must be equal. A fence may declare ``tolerance="0.5"``:
  its numbers with a decimal point or exponent may then also differ by that
  fraction of their size,
  ``tol · max(|a|, |b|)`` (for a value the lesson shows only as a magnitude,
  such as a finite difference's rounding error, which differs by tens of
  percent from CPU to CPU).
- ``nan`` equals ``nan`` and ``inf`` equals ``inf`` of the same sign, nothing
  else. Numbers inside a tensor's or an array's repr are numbers like any
  other. Scientific notation counts its mantissa's digits (``1.7e-18`` has a
  unit of ``1e-19``). Bengali digits and the minus sign ``−`` read as ASCII
  digits and ``-``.
- A different count of numbers, or any other text, is a real change.

Rounding noise (``1.7e-18`` on one CPU, ``3.5e-18`` on another) is not
absorbed: it is not a value the lesson means, and the fix is to print a bound
(``< 1e-12``) or ``allclose``. ``noise_floor`` finds such numbers in a
recording so they cannot slip in.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from ..content.text import to_ascii_digits

NUMBER = re.compile(
    r"(?<![\w.])[-+]?(?:nan|inf|(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?)(?![\w])(?!\.\d)"
)
_BLANKS = re.compile(r"[ \t]+")
NOISE_FLOOR = 1e-12  # a printed |x| below this, with significant digits, is almost always rounding noise
_BOUND_BEFORE = re.compile(r"(?:<|≤|<=|below|under)\s*$")


@dataclass(frozen=True)
class Token:
    """One number of an output: its text, value, line and printed precision."""

    text: str
    line: int  # 1-based line of the output
    value: float
    unit: float  # one unit of the last printed digit; 0 for a whole number (exact)

    @classmethod
    def parse(cls, text: str, line: int) -> Token:
        value = float(text)
        mantissa, _, exponent = text.lower().partition("e")
        if mantissa.lstrip("+-") in ("nan", "inf") or ("." not in mantissa and not exponent):
            return cls(text, line, value, 0.0)
        decimals = len(mantissa.partition(".")[2])
        return cls(text, line, value, 10.0 ** (int(exponent or 0) - decimals))


def normalise(text: str) -> str:
    """Line endings to ``\\n``, Bengali digits to ASCII, no trailing blanks on any line."""
    text = to_ascii_digits(text.replace("\r\n", "\n"))
    return "\n".join(line.rstrip() for line in text.split("\n"))


def tokens(text: str) -> list[Token]:
    """Every number of a (normalised) output, in order."""
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        found += [Token.parse(m.group(0), number) for m in NUMBER.finditer(line)]
    return found


def skeleton(text: str) -> list[str]:
    """The text around the numbers, with the padding beside numbers and runs of blanks evened out."""
    pieces = NUMBER.split(text)
    out = []
    for i, piece in enumerate(pieces):
        piece = _BLANKS.sub(" ", piece)
        if i > 0:  # follows a number
            piece = piece.lstrip(" \t")
        if i < len(pieces) - 1:  # precedes a number
            piece = piece.rstrip(" \t")
        out.append(piece)
    return out


def close(a: Token, b: Token, tolerance: float | None = None) -> bool:
    """Are two printed numbers the same value, as far as their printed digits can tell?"""
    if math.isnan(a.value) or math.isnan(b.value):
        return math.isnan(a.value) and math.isnan(b.value)
    if math.isinf(a.value) or math.isinf(b.value):
        return a.value == b.value
    gap = abs(a.value - b.value)
    if gap == 0:
        return True
    if not (a.unit and b.unit):
        return False  # a whole number (a count, a shape, a size) is exact, whatever the tolerance
    if tolerance and gap <= tolerance * max(abs(a.value), abs(b.value)):
        return True
    return gap <= min(a.unit, b.unit) * (1 + 1e-9)


def allowed(a: Token, b: Token, tolerance: float | None) -> str:
    """In words, how far these two numbers may differ."""
    if not (a.unit and b.unit):
        return "none (a whole number is exact)"
    parts = [f"±{min(a.unit, b.unit):.0e} (one unit of the last printed digit)"]
    if tolerance:
        parts.append(f"fence tolerance {tolerance:g}·max(|a|, |b|)")
    return "; ".join(parts)


@dataclass(frozen=True)
class Moved:
    """A number that differs between the recording and this run."""

    index: int  # 0-based position among the output's numbers
    recorded: Token
    now: Token
    tolerance: float | None

    def describe(self) -> str:
        return (
            f"number {self.index + 1} (line {self.now.line}): recorded {self.recorded.text}, now {self.now.text}; "
            f"allowed difference: {allowed(self.recorded, self.now, self.tolerance)}"
        )


@dataclass
class Comparison:
    """How a fresh output compares with its recording."""

    status: str  # identical | within | text | count | numbers
    moved: list[Moved] = field(default_factory=list)  # beyond what is allowed
    nudged: list[Moved] = field(default_factory=list)  # differing, but within what is allowed

    @property
    def ok(self) -> bool:
        return self.status in ("identical", "within")

    def explain(self) -> str:
        """One paragraph for a drift message: what kind of change this is."""
        if self.status == "text":
            return "the text differs (not only numbers)"
        if self.status == "count":
            return "the output holds a different count of numbers"
        if self.status == "numbers":
            return "numbers moved beyond their printed precision:\n" + "\n".join(
                f"  {m.describe()}" for m in self.moved
            )
        if self.status == "within":
            return "numbers moved within their printed precision:\n" + "\n".join(
                f"  {m.describe()}" for m in self.nudged
            )
        return "identical"


def compare(recorded: str, fresh: str, tolerance: float | None = None) -> Comparison:
    """Compare an output with its recording by the rules of this module."""
    a, b = normalise(recorded), normalise(fresh)
    if a == b:
        return Comparison("identical")
    if skeleton(a) != skeleton(b):
        return Comparison("text")
    ta, tb = tokens(a), tokens(b)
    if len(ta) != len(tb):  # cannot happen with equal skeletons, kept as a guard
        return Comparison("count")
    moved: list[Moved] = []
    nudged: list[Moved] = []
    for i, (x, y) in enumerate(zip(ta, tb, strict=True)):
        if x.text == y.text:
            continue
        (nudged if close(x, y, tolerance) else moved).append(Moved(i, x, y, tolerance))
    if moved:
        return Comparison("numbers", moved, nudged)
    return Comparison("within" if nudged else "identical", [], nudged)


def noise_floor(text: str, floor: float = NOISE_FLOOR) -> list[Token]:
    """Numbers printed with significant digits below ``floor`` in size: rounding noise, very likely.

    A bound is not noise: a number right after ``<``, ``≤`` or "below" is left out.
    """
    found = []
    for number, line in enumerate(normalise(text).split("\n"), start=1):
        for m in NUMBER.finditer(line):
            token = Token.parse(m.group(0), number)
            if token.unit and 0 < abs(token.value) < floor and not _BOUND_BEFORE.search(line[: m.start()]):
                found.append(token)
    return found
