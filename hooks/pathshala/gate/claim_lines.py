"""A claim without a label must quote a number its output prints on one line only ("name the line").

``[[run: 7]]`` holds when the output prints 7 anywhere. Where 7 is printed on two lines (a
value before and after a step, a gradient and a count), the claim would still hold if the
sentence were about the wrong line, and it would go on holding after a change that moved
the line it means. Such a claim names its line with a label, the text before the number on
that line: ``[[run#after step: 7]]``. The message lists the lines that print the number and
a label for each.
"""

from __future__ import annotations

from ..content.claims import _TOKEN as NUMBER_TOKEN
from ..content.claims import tokens
from ..problems import Problem, Stage

_LABEL_MAX = 40


def _label_for(line: str, token: str) -> str:
    """The text before ``token`` on its output line, as a label (its start, at most 40 characters)."""
    for m in NUMBER_TOKEN.finditer(line):
        if m.group(0) == token:
            return line[: m.start()].strip()[:_LABEL_MAX].strip()
    return ""


def printed_on(output: str, token: str) -> list[tuple[int, str]]:
    """(line number, line) of every output line that prints ``token`` as a whole number."""
    return [(n, line) for n, line in enumerate(output.splitlines(), start=1) if token in tokens(line)]


def unnamed(page) -> list[Problem]:
    """Claims of a page (a ``PageModel``) with no label whose number its output prints on more than one line."""
    problems = []
    for claim in page.claims:
        if claim.label:
            continue
        run = page.named(claim.snippet)
        shown = run.shown if run is not None else None
        if run is None or run.spec is None or shown is None or not shown.ok:
            continue  # reported elsewhere
        lines = printed_on(shown.output, claim.token)
        if len(lines) < 2:
            continue
        listed = []
        for number, line in lines:
            label = _label_for(line, claim.token)
            hint = f"[[{claim.snippet}#{label}: {claim.token}]]" if label else "(nothing before it: print a label)"
            listed.append(f"    line {number}: {line.strip()[:80]}  → {hint}")
        problems.append(claim.problem((
            f"claim {claim.raw}: {run.spec.label} prints {claim.token} on {len(lines)} lines; name the line "
            "with a label (the text before the number on it), so the claim holds only for the line the "
            "sentence means:\n" + "\n".join(listed)), stage=Stage.CHECK, claim=claim.raw))
    return problems
