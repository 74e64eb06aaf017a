"""Numbers in the prose that a run printed: ``[[snippet: 0.1192]]``.

A claim names a snippet shown on the same page and a number exactly as the
run printed it; the page shows it in Bengali digits (``০.১১৯২``). The build
checks that the run's output holds the number as a whole token: ``0.1192``
is in ``tensor(0.1192,`` but not in ``0.11925``. A shorter display form may
follow a bar, ``[[graph_inside: 0.2100 | 0.21]]``, if it is the same number.
Claims may be written with Bengali digits and ``−``; code is never scanned.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass

from .fences import prose_lines
from .problems import Problem, excerpt, indent
from .text import to_ascii_digits, to_bengali_digits

CLAIM = re.compile(r"\[\[(?P<body>[^\[\]\n]*)\]\]")
_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$")
_TOKEN = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![\w])(?!\.\d)")
_CODE_SPAN = re.compile(r"(`+)(?:.+?)\1")


@dataclass(frozen=True)
class Claim:
    page: str
    line: int
    raw: str
    snippet: str  # the fence's name on this page
    token: str  # ASCII, as printed
    shown: str  # ASCII, as the prose shows it

    @property
    def where(self) -> str:
        return f"docs/{self.page}:{self.line}"


def parse(body: str) -> tuple[str, str, str]:
    """``name: token | shown`` to its parts; ValueError says what is malformed."""
    name, colon, rest = body.partition(":")
    name = name.strip()
    if not colon or not name:
        raise ValueError("write a claim as [[snippet: number]]")
    token, bar, shown = (to_ascii_digits(part.strip()) for part in rest.partition("|"))
    if not _NUMBER.match(token):
        raise ValueError(f"{token!r} is not a number as a program prints one")
    if not bar:
        return name, token, token
    if not _NUMBER.match(shown) or float(shown) != float(token):
        raise ValueError(f"the shown form {shown!r} is not the same number as {token!r}")
    return name, token, shown


def _mask_code(line: str) -> str:
    return _CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


def _matches(line: str) -> Iterator[re.Match]:
    yield from CLAIM.finditer(_mask_code(line))


def in_text(page: str, number: int, text: str) -> tuple[list[Claim], list[Problem]]:
    """The claims of one piece of prose (a line, or a widget's text) at page line ``number``."""
    claims, problems = [], []
    for m in _matches(text):
        raw = m.group(0)
        try:
            name, token, shown = parse(m["body"])
        except ValueError as err:
            problems.append(Problem(f"docs/{page}:{number}", f"malformed claim {raw}: {err}"))
            continue
        claims.append(Claim(page, number, raw, name, token, shown))
    return claims, problems


def find(page: str, text: str) -> tuple[list[Claim], list[Problem]]:
    """Every claim in the prose of a page (fenced code and code spans skipped)."""
    claims, problems = [], []
    for number, line in prose_lines(text):
        found, bad = in_text(page, number, line)
        claims += found
        problems += bad
    return claims, problems


def tokens(output: str) -> set[str]:
    """The whole numbers in an output, as printed."""
    return {m.group(0) for m in _TOKEN.finditer(output)}


def check(claim: Claim, output: str, label: str, tolerance: float | None = None) -> Problem | None:
    """None when the output holds the claimed number (or, for a fence with a tolerance, one close to it)."""
    found = tokens(output)
    if claim.token in found:
        return None
    if tolerance:
        value = float(claim.token)
        if any(abs(float(t) - value) <= tolerance * max(1.0, abs(value)) for t in found):
            return None
    return Problem(
        claim.where,
        f"claim {claim.raw} is not supported by the output of {label}: it holds no whole number "
        f"{claim.token!r}. The output it was checked against:\n{indent(excerpt(output))}",
    )


def render(markdown: str, titles: dict[str, str]) -> str:
    """Claims to ``<span class="claim">`` in Bengali digits; ``titles`` maps a name to its snippet label."""
    out = []
    prose = {n for n, _ in prose_lines(markdown)}
    for number, line in enumerate(markdown.splitlines(True), start=1):
        if number not in prose or "[[" not in line:
            out.append(line)
            continue
        pieces, last = [], 0
        for m in _matches(line):
            try:
                name, _, shown = parse(m["body"])
            except ValueError:
                continue  # reported by the build's check before rendering
            label = html.escape(titles.get(name, name), quote=True)
            pieces.append(line[last : m.start()])
            pieces.append(
                f'<span class="claim" title="{label} চালিয়ে পাওয়া">{to_bengali_digits(shown)}</span>'
            )
            last = m.end()
        pieces.append(line[last:])
        out.append("".join(pieces))
    return "".join(out)
