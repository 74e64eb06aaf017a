"""Record-time repeatability: a new or changed output must print the same when run again.

The runner seeds every run the same (``RunSettings.seed``, ``hash_seed``), so a snippet printing
unseeded random numbers gives the same digits in every build, yet a reader's own ``python name.py``
prints others; a clock or an address (``<AddBackward0 object at 0x7f1e…>``) changes on the next
run after ``make clean``. So ``make accept`` (and every build, for a fence whose recording is
missing or differs: a new or changed snippet under ``make serve``) runs such a fence a second
time with another seed and another hash seed, and refuses the output when the two runs differ
beyond the comparison rules (``compare``), naming the lines and saying what is not repeatable.
The second run's result is cached under its own key like any run.
"""

from __future__ import annotations

import dataclasses
import re
from itertools import zip_longest

from ..recordings.compare import compare
from .settings import RunSettings

_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{6,}\b")
# a time of day, a date, a Unix time in seconds (2020 to 2033) or in nanoseconds
_CLOCK = re.compile(r"\b\d{1,2}:\d{2}:\d{2}\b|\b\d{4}-\d{2}-\d{2}\b|\b1[6-9]\d{8}(?:\.\d+)?\b|\b1[6-9]\d{17}\b")


def second_settings(settings: RunSettings) -> RunSettings:
    """The settings of the second run: everything the same but the random state and the hash seed."""
    return dataclasses.replace(settings, seed=settings.seed + 1, hash_seed=settings.hash_seed + 1)


def differing_lines(first: str, second: str, tolerance: float | None = None) -> list[tuple[int, str, str]]:
    """(line number, first run's line, second run's line) for each line that differs beyond ``compare``."""
    found = []
    for n, (a, b) in enumerate(zip_longest(first.splitlines(), second.splitlines(), fillvalue=""), start=1):
        if a != b and not compare(a + "\n", b + "\n", tolerance).ok:
            found.append((n, a, b))
    return found


def explain(what: str, lines: list[tuple[int, str, str]], limit: int = 8) -> str:
    """Why ``what`` (e.g. "the output of snippets/l/x.py") is refused, the lines, and how to fix it."""
    text = " ".join(a + " " + b for _, a, b in lines)
    causes = []
    if _ADDRESS.search(text):
        causes.append("an address (`0x7f…`: the default repr of an object such as `z.grad_fn`, which changes "
                      "from run to run): print what the lesson means instead, e.g. `type(z.grad_fn).__name__` "
                      "or `z.grad_fn.name()`")
    if _CLOCK.search(text):
        causes.append("a clock (a date, a time of day, `time.time()`): print what the lesson means, e.g. a "
                      "duration rounded to what it shows, a bound (`< 1 s`), or leave the clock out")
    causes.append("random numbers without a seed of their own: the build seeds 0 for them, so the page shows "
                  "one draw while a reader's `python name.py` prints another; call `torch.manual_seed(0)` "
                  "(`random.seed`, `np.random.default_rng(0)`) in the snippet itself"
                  if not causes else "or random numbers without a seed of their own (seed them in the snippet)")
    causes.append("a time measured or the order of a set of strings (hash seed) would do this too: print a "
                  "rounded ratio or bound, or sort")
    shown = "\n".join(f"  line {n}: first run  {a!r}\n  line {n}: second run {b!r}" for n, a, b in lines[:limit])
    more = f"\n  … and {len(lines) - limit} more line(s)" if len(lines) > limit else ""
    return (f"{what} is not repeatable: run twice (the second time with another seed and hash seed), "
            f"{len(lines)} line(s) differ:\n{shown}{more}\n"
            "It prints " + "; ".join(causes) + ". Nothing was recorded for it.")
