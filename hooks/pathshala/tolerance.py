"""Numeric tolerance for a recorded output: numbers may move a little, nothing else may.

Opt-in per fence (``tolerance="1e-6"``) for values that depend on the
platform or the BLAS build; the default is an exact match. Two texts agree
within ``tol`` when they are the same once every number is taken out, and
each pair of numbers satisfies ``|a − b| ≤ tol · max(1, |a|, |b|)``.
"""

from __future__ import annotations

import re

_NUMBER = re.compile(r"(?<![\w.])[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?(?![\w])")


def split(text: str) -> tuple[list[str], list[float]]:
    """The text around the numbers, and the numbers."""
    return _NUMBER.split(text), [float(m.group(0)) for m in _NUMBER.finditer(text)]


def within(recorded: str, fresh: str, tol: float) -> bool:
    if recorded == fresh:
        return True
    skeleton_a, numbers_a = split(recorded)
    skeleton_b, numbers_b = split(fresh)
    if skeleton_a != skeleton_b or len(numbers_a) != len(numbers_b):
        return False
    return all(abs(a - b) <= tol * max(1.0, abs(a), abs(b)) for a, b in zip(numbers_a, numbers_b, strict=True))
