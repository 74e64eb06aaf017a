"""The course's checked exercises accept every right answer their task allows, not only the model's shape.

The build proves the model answer passes and each declared wrong answer fails (``exercise.block``); it
cannot know a right answer the author did not write. Here: the ones a review found refused (issue 34).
"""

from __future__ import annotations

from pathlib import Path

from pathshala.exercise import harness

SNIPPETS = Path(__file__).resolve().parent.parent / "snippets"


def verdict(folder: str, source: str) -> dict:
    return harness.run_checks(source, (SNIPPETS / folder / "tests.py").read_text(encoding="utf-8"))


def test_promise_count_takes_a_list_as_well_as_a_tuple():
    # ০৬'s task asks for the two counts, never for a tuple: [2, 1] is as right as (2, 1)
    answer = (SNIPPETS / "06-first-network/ex_promise_count/answer.py").read_text(encoding="utf-8")
    as_list = answer.replace("return broken, missed", "return [broken, missed]")
    assert as_list != answer
    result = verdict("06-first-network/ex_promise_count", as_list)
    assert result["ok"], result["tests"]
    wrong = as_list.replace("return [broken, missed]", "return [missed, broken]")  # still checked, as a list
    assert not verdict("06-first-network/ex_promise_count", wrong)["ok"]
