"""The authoring gate: a claim without a label quotes a number its output prints on one line only."""

from __future__ import annotations

from pathlib import Path

import pytest

from pathshala.blocks import Family, FenceSpec, Ref
from pathshala.blocks import fence as fence_kind
from pathshala.content import claims
from pathshala.gate.claim_lines import unnamed
from pathshala.model import PageModel, Run
from pathshala.running.result import RunResult
from pathshala.running.runs import RUN

OUTPUT = "before step: w = 0.5 | loss 0.2226\nafter step:  w = 0.4 | loss 0.2226\nsteps 12\n"


def page_with(prose: str, output: str = OUTPUT) -> PageModel:
    found, bad = claims.find("l.md", prose)
    assert not bad
    fence = FenceSpec(ref=Ref("l.md", Family.FENCE, 0), line=9, info="", code="", name="train",
                      recordings="l", snippet="snippets/l/train.py")
    page = PageModel("l.md", prose, {}, [fence], found)
    page.runs[fence.ref] = {RUN: Run(fence_kind.runs(fence, Path("."))[RUN], shown=RunResult(output, "ok", 0))}
    return page


def test_a_number_printed_on_two_lines_must_name_its_line():
    [problem] = unnamed(page_with("# ক\n\nloss [[train: 0.2226]] থেকে নামে না।\n"))
    assert problem.where == "docs/l.md:3" and problem.claim == "[[train: 0.2226]]"
    text = problem.message
    assert text.startswith("claim [[train: 0.2226]]: snippets/l/train.py prints 0.2226 on 2 lines; name the line")
    assert "line 1: before step: w = 0.5 | loss 0.2226  → [[train#before step: w = 0.5 | loss: 0.2226]]" in text
    assert "line 2: after step:  w = 0.4 | loss 0.2226  → [[train#after step:  w = 0.4 | loss: 0.2226]]" in text


@pytest.mark.parametrize("prose", [
    "loss [[train#after step: 0.2226]]।",  # named: the fix
    "মোট [[train: 12]] ধাপ।",  # printed on one line only
    "w [[train: 0.4]]।",
])
def test_a_labelled_or_single_line_claim_is_fine(prose):
    assert unnamed(page_with(prose)) == []


def test_every_suggested_label_holds_its_line_only_where_the_number_is_after_it():
    page = page_with("[[train: 0.2226]]")
    [problem] = unnamed(page)
    for suggestion in [line.split("→ ")[1] for line in problem.message.splitlines() if "→ [[" in line]:
        (claim,), _ = claims.find("l.md", suggestion)
        assert claims.check(claim, OUTPUT, "train") is None, suggestion


def test_a_number_first_on_its_line_asks_for_a_printed_label():
    [problem] = unnamed(page_with("[[train: 7]]", "7 apples\n7 pears\n"))
    assert "(nothing before it: print a label)" in problem.message


def test_a_failed_run_is_left_to_its_own_problem():
    page = page_with("[[train: 0.2226]]")
    page.run(page.fences[0]).shown = RunResult(OUTPUT, "error", 1)
    assert unnamed(page) == []
