"""Numbers in the prose that a run printed: ``[[snippet: 0.1192]]`` or ``[[snippet#label: 0.1192]]``.

A claim names a snippet shown on the same page and a number exactly as the
run printed it; the page shows it in Bengali digits (``০.১১৯২``). The build
checks that the recorded output (the text the page shows) holds the number as
a whole token: ``0.1192`` is in ``tensor(0.1192,`` but not in ``0.11925``. A
shorter display form may follow a bar, ``[[graph_inside: 0.2100 | 0.21]]``, if
it is the same number; a large one may be grouped there as Bengali prose groups
it, ``[[cost: 259000 | 2,59,000]]`` (shown ২,৫৯,০০০). Claims may be written with Bengali digits and ``−``;
code is never scanned.

Where an output holds several numbers, a claim names the one it quotes with a
label after ``#``: ``[[activation_memory#saved at B=: 256]]`` holds only if an output
line contains ``saved at B=`` and, after it on the same line, the number. A
sentence about that line then cannot quote the same number from a table row.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ..blocks.syntax import prose_lines
from ..problems import Problem, Stage, excerpt, indent
from ..rendering.templates import Templates
from .text import to_ascii_digits, to_bengali_digits

# A label may hold brackets (the text before a number in a printed list, `[[s#p = [0.8: 0.2]]`):
# such a claim starts with its name and `#`, and ends at the first `]]` on its line that no third
# `]` follows. A list literal in prose (`[[1, 2], [3]]`) starts with no name, so it is no claim.
# A label may hold `[[` (a printed matrix: `[[ex_confusion#[[36: 7]]`) but never the start of another
# labelled claim, `[[name#`: each try at one then stops at the next, so a line is scanned in linear time;
# `[[a#` written 10,000 times on one line had cost each of them a scan to the end of the line (issue 33).
_LABELLED = r"\s*[A-Za-z_][\w.-]*\s*#"
CLAIM = re.compile(rf"\[\[(?P<body>[^\[\]\n]*|{_LABELLED}(?:[^\n\[]|\[(?!\[)|\[\[(?!{_LABELLED}))*?)\]\](?!\])")
_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$")
_TOKEN = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![\w])(?!\.\d)")
# The start of a claim, `[[name:` or `[[name#`: where no CLAIM covers it, the claim never closes on
# its line and would show as literal text.
_CLAIM_START = re.compile(r"\[\[\s*[A-Za-z_][\w.-]*\s*[#:]")


@dataclass(frozen=True)
class Claim:
    page: str
    line: int
    raw: str
    snippet: str  # the fence's name on this page
    token: str  # ASCII, as printed
    shown: str  # ASCII, as the prose shows it
    label: str = ""  # text that precedes the number on its output line ("" = anywhere)

    @property
    def where(self) -> str:
        return f"docs/{self.page}:{self.line}"

    def problem(self, message: str, **kind) -> Problem:
        """A problem located at this claim."""
        return Problem.on_page(self.page, self.line, message, **kind)


def parse(body: str) -> tuple[str, str, str, str]:
    """``name#label: token | shown`` to (name, token, shown, label); ValueError says what is malformed.

    The number never holds a colon, so the last one separates it: a label may hold colons.
    """
    head, colon, rest = body.rpartition(":")
    name, hash_, label = head.partition("#")
    name, label = name.strip(), label.strip()
    if not colon or not name:
        raise ValueError("write a claim as [[snippet: number]] or [[snippet#label: number]]")
    if hash_ and not label:
        raise ValueError("a label follows # and names the text before the number on its output line")
    token, bar, shown = (to_ascii_digits(part.strip()) for part in rest.partition("|"))
    if re.fullmatch(r"-?\d+\.", token):  # PyTorch's whole float, `tensor(4.)`: the point alone is no digit
        whole = token[:-1]
        raise ValueError(f"{token!r} ends in a bare point, as PyTorch prints a whole float (`tensor({token})`): quote "
                         f"the number without the point, [[{head.strip()}: {whole}]] (the output's {token!r} holds the "
                         f"whole number {whole}), or show it as a decimal, [[{head.strip()}: {whole} | {whole}.0]]")
    if not _NUMBER.match(token):
        raise ValueError(f"{token!r} is not a number as a program prints one")
    if not bar:
        return name, token, token, label
    plain = shown.replace(",", "")
    if not _NUMBER.match(plain) or float(plain) != float(token):
        raise ValueError(f"the shown form {shown!r} is not the same number as {token!r}")
    if "," in shown and shown != lakh_grouped(plain):
        raise ValueError(f"group digits as Bengali prose does (lakh, crore): {lakh_grouped(plain)!r}, not {shown!r}")
    return name, token, shown, label


def lakh_grouped(number: str) -> str:
    """``259000`` → ``2,59,000``: the last three digits, then pairs, as Bengali prose groups them."""
    sign, digits = ("-", number[1:]) if number.startswith("-") else ("", number)
    whole, dot, fraction = digits.partition(".")
    head, tail = whole[:-3], whole[-3:]
    pairs: list[str] = []
    while head:
        pairs.insert(0, head[-2:])
        head = head[:-2]
    return sign + ",".join([*pairs, tail]) + dot + fraction


_TICKS = re.compile(r"`+")


def code_spans(line: str) -> list[tuple[int, int]]:
    """Where the code spans of a line are, in linear time: a run of backticks opens one that the next run
    of the same length closes; a run that nothing closes is text (CommonMark's rule). A regex that
    backtracks over the run's length took cubic time on a line of backticks (issue 33)."""
    runs = [(m.start(), m.end() - m.start()) for m in _TICKS.finditer(line)]
    later: dict[int, list[int]] = {}  # run length -> indices of the runs of that length, last first
    for i in range(len(runs) - 1, -1, -1):
        later.setdefault(runs[i][1], []).append(i)
    spans, i = [], 0
    while i < len(runs):
        start, length = runs[i]
        same = later[length]
        while same and same[-1] <= i:  # each index is dropped once: linear over the whole line
            same.pop()
        if not same:
            i += 1
            continue
        close = same.pop()
        spans.append((start, runs[close][0] + length))
        i = close + 1
    return spans


def _mask_code(line: str) -> str:
    out, last = [], 0
    for start, end in code_spans(line):
        out += [line[last:start], " " * (end - start)]
        last = end
    return "".join(out) + line[last:]


def _matches(line: str) -> Iterator[re.Match]:
    yield from CLAIM.finditer(_mask_code(line))


def in_text(page: str, number: int, text: str) -> tuple[list[Claim], list[Problem]]:
    """The claims of one piece of prose (a line, or a widget's text) at page line ``number``."""
    claims, problems = [], []
    masked = _mask_code(text)
    spans = iter([m.span() for m in CLAIM.finditer(masked)])  # in order, as the starts below
    span = next(spans, None)
    for start in _CLAIM_START.finditer(masked):
        while span is not None and span[1] <= start.start():
            span = next(spans, None)
        if span is None or not span[0] <= start.start():
            rest = text[start.start() : start.start() + 61].split("\n", 1)[0]  # never the whole rest: linear
            raw = rest if len(rest) <= 60 else rest[:60] + "…"
            problems.append(Problem.on_page(page, number,
                                            f"malformed claim {raw}: a claim ends on its own line with ]]"))
    for m in CLAIM.finditer(masked):
        raw = m.group(0)
        try:
            name, token, shown, label = parse(m["body"])
        except ValueError as err:
            problems.append(Problem.on_page(page, number, f"malformed claim {raw}: {err}"))
            continue
        claims.append(Claim(page, number, raw, name, token, shown, label))
    return claims, problems


def find(page: str, text: str) -> tuple[list[Claim], list[Problem]]:
    """Every claim in the prose of a page (fenced code and code spans skipped)."""
    claims, problems = [], []
    for number, line in prose_lines(text):
        found, bad = in_text(page, number, line)
        claims += found
        problems += bad
    return claims, problems


def tokens(output: str, label: str = "") -> set[str]:
    """The whole numbers in an output, as printed; with a label, only those after it on its lines."""
    if not label:
        return {m.group(0) for m in _TOKEN.finditer(output)}
    found: set[str] = set()
    for line in output.splitlines():
        at = line.find(label)
        if at >= 0:
            found |= {m.group(0) for m in _TOKEN.finditer(line[at + len(label) :])}
    return found


def _unit(token: str) -> float:
    """One unit of a printed number's last digit (0 for a whole number: exact)."""
    mantissa, _, exponent = token.lower().partition("e")
    if "." not in mantissa and not exponent:
        return 0.0
    return 10.0 ** (int(exponent or 0) - len(mantissa.partition(".")[2]))


def run_token(token: str, label: str, output: str) -> str | None:
    """The number the run printed that a claim of ``token`` stands for: the same text, or else one printed
    with the same digits after the point that differs by one unit of the last one, as a recording and a run
    on another CPU may (``compare``); None when the run printed no such number (after ``label``, if given).
    ``0.21`` never stands for ``0.2100``: a claim quotes a number as printed."""
    found = tokens(output, label)
    if token in found:
        return token
    value, unit = float(token), _unit(token)
    near = [(abs(float(t) - value), t) for t in found
            if unit and _unit(t) == unit and abs(float(t) - value) <= unit * (1 + 1e-9)]
    return min(near)[1] if near else None


def why_not(claim: Claim, output: str) -> str | None:
    """None when the run's ``output`` holds the claimed number (within its last printed digit, ``run_token``);
    else why not, in one clause (no output quoted)."""
    if run_token(claim.token, claim.label, output) is not None:
        return None
    if claim.label and not any(claim.label in line for line in output.splitlines()):
        return f"no line of it holds the label {claim.label!r}"
    if claim.label:
        return f"no line holds the whole number {claim.token!r} after the label {claim.label!r}"
    return f"it holds no whole number {claim.token!r}"


def check(claim: Claim, output: str, label: str) -> Problem | None:
    """None when the output holds the claimed number exactly as printed.

    ``output`` is the run the page shows (issue 33: never the recording). A run on another CPU may print
    the last digit otherwise (``compare``), so the claim holds within that digit, and the page then shows
    the run's number (``render``); ``label`` names the snippet in the message.
    """
    why = why_not(claim, output)
    if why is None:
        return None
    return claim.problem(
        f"claim {claim.raw} is not supported by the output of {label}: {why}. "
        f"The output it was checked against:\n{indent(excerpt(output))}",
        stage=Stage.CHECK, claim=claim.raw,
    )


_SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def for_reading(number: str) -> str:
    """A number as Bengali prose writes it: ``0.21`` → ``০.২১``, ``2.4e-06`` → ``২.৪ × ১০⁻⁶``, ``1e-15`` → ``১০⁻¹⁵``.

    Superscript exponents stay in the common superscript digits, as the lessons write ``১০⁻¹⁵``.
    """
    mantissa, e, exponent = number.lower().partition("e")
    if not e:
        return to_bengali_digits(number)
    power = "১০" + str(int(exponent)).translate(_SUPERSCRIPT)
    if float(mantissa) == 1:
        return power
    return f"{to_bengali_digits(mantissa)} × {power}"


UNCHECKED = " (এই build-এ যাচাই হয়নি)"  # after a claim whose run this build did not make (needs.py)


def plain(text: str, outputs: dict[str, str] | None = None, unchecked: dict[str, str] | None = None) -> str:
    """Claims as a reader reads them (Bengali digits) and nothing else: for a notebook's Markdown. A claim citing
    a run in ``unchecked`` (not made in this build) says it was not checked."""
    pieces, last = [], 0
    for m in _matches(text):
        try:
            name, token, shown, label = parse(m["body"])
            shown = as_printed(name, token, shown, label, outputs)
        except ValueError:
            continue  # reported by the build's check
        pieces += [text[last : m.start()], for_reading(shown) + (UNCHECKED if name in (unchecked or {}) else "")]
        last = m.end()
    return "".join(pieces) + text[last:]


def as_printed(name: str, token: str, shown: str, label: str, outputs: dict[str, str] | None) -> str:
    """What a claim shows: the number as the run printed it where the author wrote it as printed (a run on
    this CPU may differ in the last digit from the recording the claim quotes), else the author's form."""
    output = (outputs or {}).get(name)
    if output is None or shown != token:
        return shown
    return run_token(token, label, output) or shown


def render(markdown: str, titles: dict[str, str], templates: Templates,
           outputs: dict[str, str] | None = None, unchecked: dict[str, str] | None = None) -> str:
    """Claims to ``<span class="claim">`` in Bengali digits; ``titles`` maps a name to its snippet label,
    ``outputs`` a name to its run's output (the page shows the run's number, ``as_printed``). A claim naming a run
    in ``unchecked`` (not made in this build: a capability its fence needs is missing, ``needs.py``) shows the
    author's number marked as not checked, with no "from a run" tooltip."""
    unchecked = unchecked or {}
    out = []
    prose = {n for n, _ in prose_lines(markdown)}
    for number, line in enumerate(markdown.splitlines(True), start=1):
        if number not in prose or "[[" not in line:
            out.append(line)
            continue
        pieces, last = [], 0
        for m in _matches(line):
            try:
                name, token, shown, label = parse(m["body"])
            except ValueError:
                continue  # reported by the build's check before rendering
            shown = as_printed(name, token, shown, label, outputs)
            pieces.append(line[last : m.start()])
            pieces.append(str(templates.render("claim.html", label=titles.get(name, name), shown=for_reading(shown),
                                               unchecked=name in unchecked)))
            last = m.end()
        pieces.append(line[last:])
        out.append("".join(pieces))
    return "".join(out)
