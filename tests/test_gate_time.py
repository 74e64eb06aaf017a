"""The authoring gate: a lesson's reading time, computed from the page by the course's one method."""

from __future__ import annotations

import pytest

from pathshala.gate import reading_time

from .conftest import gate_of

FRONT = "---\nlesson: 7\n{time}objectives:\n  - এক দুই তিন\n---\n"
RUN = '```python exec="on" source="above" result="text" id="{id}"\n{code}```\n'
OUTPUT_ONLY = '```python exec="on" result="text" id="{id}"\n{code}```\n'
QUIZ = """```quiz
id: q{n}
question: এক দুই তিন চার?
options:
  - {{text: পাঁচ, correct: true, why: ছয় সাত}}
  - {{text: আট, why: নয় দশ}}
```
"""
WORDS = " ".join(["শব্দ"] * 150)  # one minute of prose


def lesson(time: str = "", body: str = "") -> str:
    return FRONT.format(time=time) + "# শিরোনাম\n\n" + body


def one_of_each(time: str = "") -> str:
    code = "x = 1\n\nprint(x)\n"  # two lines a reader reads (the blank one is not)
    return lesson(time, body=(
        f"{WORDS}\n\n## ১ · প্রথম অংশ\n\n{WORDS}\n\n" + RUN.format(id="a", code=code)
        + OUTPUT_ONLY.format(id="b", code="print(2)\n")  # output only: a run, no code lines
        + "```python\ny = 2\nz = 3\n```\n\n" + QUIZ.format(n=1)
        + "\n## অনুশীলনী\n\n### অনুশীলনী ১ · ক\n\nকরুন।\n\n### অনুশীলনী ২ · খ\n\nকরুন।\n"
        + "\n## ভেবে দেখুন\n\n**প্রশ্ন ১:** কেন?\n\n??? answer \"→ উত্তর\"\n    কারণ।\n\n**প্রশ্ন ২:** কীভাবে?\n"
    ))


def test_each_part_of_the_page_counts_by_the_method(tmp_path):
    _, gates = gate_of(tmp_path, {"07-x.md": one_of_each()})
    time = gates["07-x.md"].time
    intro, first, exercises, questions = time.parts
    assert (intro.title, first.title, exercises.title, questions.title) == (
        "ভূমিকা", "১ · প্রথম অংশ", "অনুশীলনী", "ভেবে দেখুন")
    assert intro.words == 150 + 1 + 3  # prose, the title, the objective
    assert (first.words, first.code_lines, first.runs, first.widgets) == (150 + 3 + 4 + 1 + 2 + 1 + 2, 4, 2, 1)
    assert (exercises.exercises, questions.questions) == (2, 2)
    words = intro.words + first.words + exercises.words + questions.words
    expected = words / 150 + 4 / 10 + 2 * 2 + 1 + 2 * 8 + 2 * 3
    assert time.exact == pytest.approx(expected)
    assert time.minutes == 30  # 29.6 rounded to the nearest 5


@pytest.mark.parametrize(("exact", "shown"), [(0.4, 5), (7.4, 5), (7.5, 10), (12.49, 10), (163.2, 165)])
def test_rounded_to_the_nearest_five_never_below_five(exact, shown):
    time = reading_time.ReadingTime([reading_time.Part("x", 1, words=round(exact * 150))])
    assert time.minutes == shown


def test_exercises_are_subheadings_or_bold_numbers_or_the_whole_section(tmp_path):
    bold = "## অনুশীলনী\n\n**১. ক।** করুন।\n\n**২. খ।** করুন।\n\n**৩. গ।** করুন।\n"
    alone = "## নিজে করে দেখুন\n\nএকটি কাজ, কোনো শিরোনাম ছাড়া।\n"
    _, gates = gate_of(tmp_path, {"07-x.md": lesson(body=bold + alone)})
    assert [p.exercises for p in gates["07-x.md"].time.parts] == [0, 3, 1]


def test_a_time_far_from_the_computed_one_names_both_and_where_the_minutes_go(tmp_path):
    page = one_of_each("time: 90\n")
    _, gates = gate_of(tmp_path, {"07-x.md": page})
    [problem] = gates["07-x.md"].problems
    assert problem.where == "docs/07-x.md:3"  # the time: line
    assert problem.message.startswith("time: 90 in the front matter, but the page reads in about 30 minutes")
    assert "(±20% allows 24–36)" in problem.message
    assert "১ · প্রথম অংশ" in problem.message and "অনুশীলনী" in problem.message and "→ 30" in problem.message
    for fixed in ("time: 35\n", "time: 25\n", ""):  # within 20%, or left to the computed time
        assert gate_of(tmp_path, {"07-x.md": one_of_each(fixed)})[1]["07-x.md"].problems == []


def test_thinking_questions_without_labels_cannot_be_counted(tmp_path):
    page = lesson(body="## ভেবে দেখুন\n\n**প্র ০১ · কেন?**\n\n??? answer \"→ উত্তর\"\n    কারণ।\n")
    gates = gate_of(tmp_path, {"07-x.md": page.replace("**প্র ০১ · কেন?**", "কেন?")})[1]
    [problem] = gates["07-x.md"].problems
    assert problem.where == "docs/07-x.md:8" and "open each with **প্রশ্ন ১:**" in problem.message
    assert gates["07-x.md"].time.parts[1].questions == 1  # counted as one meanwhile
    labelled = gate_of(tmp_path, {"07-x.md": page.replace("**প্র ০১ · কেন?**", "**প্রশ্ন ১:** কেন?")})[1]
    assert labelled["07-x.md"].problems == [] and labelled["07-x.md"].time.parts[1].questions == 1


def test_a_predict_block_shows_its_snippet_and_its_output(tmp_path):
    files = {"snippets/07-x/guess.py": "a = 2\nprint(a * 3)\n"}
    page = lesson(body="```predict\nsnippet: 07-x/guess.py\nprompt: কী ছাপবে?\n```\n")
    part = gate_of(tmp_path, {"07-x.md": page}, files)[1]["07-x.md"].time.parts[0]
    assert (part.widgets, part.code_lines, part.runs) == (1, 2, 1)


def test_only_lessons_have_a_time(tmp_path):
    _, gates = gate_of(tmp_path, {"index.md": "# হোম\n\n" + WORDS + "\n"})
    assert gates["index.md"].time is None and gates["index.md"].problems == []
