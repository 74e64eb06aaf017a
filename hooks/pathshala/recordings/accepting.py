"""What `make accept` did, in one sentence, and which claims the new outputs no longer support.

It also lists the claims without a label whose number the new output prints on several lines
(``gate.claim_lines``): they still hold, but cannot say which line they mean.

Recording is the command's job. A claim (or quiz proof) that a newly recorded
output no longer supports is the author's next edit, not a failure of the
recording: accept then exits 0 and lists those claims once per fence, with
the output shown once (not once per claim). It exits non-zero only where
recording itself failed: a run that failed, a figure not written, a recording
it may not write, a fence it could not read.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..content import claims as claims_mod
from ..gate.claim_lines import unnamed
from ..model import SiteModel
from ..problems import Problem, excerpt, indent

if TYPE_CHECKING:
    from ..running.runs import RunSpec


@dataclass
class Unheld:
    """The claims of one recorded run that its output (as the page shows it) no longer supports."""

    run: RunSpec
    output: str  # the run's output, as the page shows it
    claims: list[tuple[claims_mod.Claim, str]] = field(default_factory=list)  # (claim, why not)


def unheld_claims(model: SiteModel) -> list[Unheld]:
    """Per recorded run, in page order, the claims its shown output does not hold."""
    found: dict[object, Unheld] = {}
    for page in model.pages.values():
        for claim in page.claims:
            run = page.named(claim.snippet)
            shown = run.shown if run is not None else None
            if run is None or run.spec is None or shown is None or not shown.ok:
                continue  # a claim naming no fence, or a failed run: listed among the problems
            why = claims_mod.why_not(claim, shown.output)
            if why is not None:
                found.setdefault(id(run), Unheld(run.spec, shown.output)).claims.append((claim, why))
    return list(found.values())


def _is_claim_problem(problem: Problem, places: set[tuple[str, str]]) -> bool:
    """Is this the site pass's problem for one of the listed claims ((where, raw) pairs)?"""
    return bool(problem.claim) and (problem.where, problem.claim) in places


def report(model: SiteModel) -> tuple[str, int]:
    """The text `accept` prints after its list of changes, and its exit status."""
    unheld = unheld_claims(model)
    recording = model.recording_problems
    places = {(c.where, c.raw) for u in unheld for c, _ in u.claims}  # built once, not once per problem
    nameless = [p for page in model.pages.values() for p in unnamed(page)]  # claims that hold, on no one line
    others = [p for p in model.problems
              if p not in recording and not _is_claim_problem(p, places) and p not in nameless]
    count = sum(len(u.claims) for u in unheld)
    noun = "output" if model.recorded == 1 else "outputs"
    verb = "claim no longer holds" if count == 1 else "claims no longer hold"
    lines = [f"{model.recorded} {noun} recorded; {count} {verb}" + (":" if count else "")]
    for u in unheld:
        lines.append(f"  {u.run.label} ({u.run.where}):")
        lines += [f"    {claim.where}: {claim.raw}: {why}" for claim, why in u.claims]
        lines.append("    its output, as the page shows it:")
        lines.append(indent(excerpt(u.output), "      ").rstrip("\n"))
    if count:
        lines.append("Next: change each claim to what the output now says (or the snippet), then `make build`.")
    if nameless:
        lines.append(f"{len(nameless)} claim(s) without a label quote a number the output prints on several lines; "
                     "name the line (the build stops on these):")
        lines += [indent(str(p), "  ").rstrip("\n") for p in nameless]
    if others:
        lines.append(f"{len(others)} other problem(s) the build will stop on (the recordings above are written):")
        lines += [indent(str(p), "  ").rstrip("\n") for p in others]
    if recording:
        lines.append(f"recording failed for {len(recording)} fence(s):")
        lines += [indent(str(p), "  ").rstrip("\n") for p in recording]
    return "\n".join(lines) + "\n", 1 if recording else 0
