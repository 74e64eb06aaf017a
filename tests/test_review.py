"""`make review L=NN`: what a reviewer wants first about one lesson, read from the pages (nothing runs)."""

from __future__ import annotations

import subprocess
import sys

from pathshala.gate.review import review
from pathshala.recordings import grants

from .conftest import REPO, write_tree
from .test_gate_site import ROADMAP

GLOSSARY = """- term: tensor
  en: tensor
  bn: সংখ্যার ছক।
- term: gradient
  en: gradient
  bn: ঢাল।
"""
FIRST = """---
lesson: 1
objectives: [এক]
---
# প্রথম পাঠ

এখানে tensor আছে।

```python exec="on" source="above" result="text"
--8<-- "01-first/run.py"
```

দুবার [[run: 7]], একবার [[run: 3]], নামসহ [[run#after: 7]]।
"""
SECOND = """---
lesson: 2
time: 5
objectives: [দুই]
---
# দ্বিতীয় পাঠ

পর্ব ০১-এ tensor দেখেছেন; এবার gradient।

## অনুশীলনী

**১. ক।** করুন।
"""


def test_review_of_a_lesson(tmp_path):
    write_tree(tmp_path, {
        "course/roadmap.yml": ROADMAP.replace('"দ্বিতীয় পাঠ"}', '"দ্বিতীয় পাঠ", page: 02-second.md}'),
        "course/glossary.yml": GLOSSARY, "snippets/01-first/run.py": "print('before 7 3')\nprint('after 7')\n",
        "snippets/01-first/run.out": "before 7 3\nafter 7\n",
    })
    pages = {"01-first.md": FIRST, "02-second.md": SECOND, "index.md": "# হোম\n"}
    text, status = review(tmp_path, pages, 2)
    assert status == 0
    assert text.startswith("review: docs/02-second.md · পর্ব ০২ · দ্বিতীয় পাঠ\nmodule: মডিউল ১ · ভিত্তি\n")
    assert "reading time: 10 minutes computed · front matter time: 5" in text  # 8 for the exercise
    assert "exercises 1 · thinking questions 0" in text
    assert "glossary terms: 2 used, 1 new here (no earlier lesson uses them): gradient" in text
    assert "references out:\n  পর্ব ০১ → 01-first.md: lines 8" in text and "references in: none" in text
    assert "docs/02-second.md:3: time: 5 in the front matter" in text  # the gate's problems, first lines

    first, _ = review(tmp_path, pages, 1)
    assert "references in:\n  docs/02-second.md:8" in first
    assert "claims: 3, without a label: 2" in first
    assert "docs/01-first.md:13: [[run: 7]]  ← printed on 2 lines: name the line" in first
    assert "docs/01-first.md:13: [[run: 3]]\n" in first
    assert review(tmp_path, pages, 9)[1] == 2
    assert 'skips the rounding sweep (rounding="nearest"): 0 (none)' in first


RUN = "print('before 7 3')\nprint('after 7')\n"


def test_review_lists_every_fence_that_skips_the_rounding_sweep(tmp_path):
    write_tree(tmp_path, {
        "course/roadmap.yml": ROADMAP, "course/glossary.yml": GLOSSARY,
        "snippets/01-first/run.py": RUN,
        "snippets/01-first/run.out": "before 7 3\nafter 7\n",
        # skipping the sweep weakens a check: a reviewer grants it to this snippet's code (grants.py)
        "grants.toml": "[grants]\n" + grants.grant_line(RUN, {"rounding": "nearest"}, "docs/01-first.md") + "\n",
    })
    opted = FIRST.replace('exec="on"', 'exec="on" rounding="nearest"')
    text, _ = review(tmp_path, {"01-first.md": opted, "index.md": "# হোম\n"}, 1)
    assert ('skips the rounding sweep (rounding="nearest"): 1\n'
            "  docs/01-first.md:9: snippets/01-first/run.py: its point must be exact round-to-nearest") in text


def test_make_review_runs_on_the_course():
    done = subprocess.run(["make", "-s", "review", "L=07"], cwd=REPO, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("review: docs/07-tensors.md · পর্ব ০৭ · ")
    for part in ("reading time:", "prose words", "glossary terms:", "references out:", "references in:", "claims:"):
        assert part in done.stdout
    bad = subprocess.run([sys.executable, "-m", "pathshala", "review", "--root", str(REPO)], capture_output=True,
                         text=True, timeout=300)
    assert bad.returncode == 2 and "make review L=07 (or --lesson 07)" in bad.stderr  # how to ask, not a traceback


# Issue 39 item 5: `make review` says what its guide promises, each looked up without a run.
QUIZ = """
```quiz
id: q1
question: কোনটা ছাপা হবে?
options:
  - text: সাত
    correct: true
    why: run-এর শেষ লাইনে সাত ছাপা হয়।
  - text: তিন
    why: শেষ লাইনে তিন নেই।
proof:
  run: run
  shows: "{shows}"
```
"""


def review_problems(tmp_path, page: str, files: dict[str, str] | None = None) -> str:
    write_tree(tmp_path, {"course/roadmap.yml": ROADMAP, "course/glossary.yml": GLOSSARY,
                          "snippets/01-first/run.py": RUN, "snippets/01-first/run.out": "before 7 3\nafter 7\n",
                          **(files or {})})
    text, _ = review(tmp_path, {"01-first.md": page, "index.md": "# হোম\n"}, 1)
    return text.split("\nproblems: ", 1)[1]


def test_review_looks_a_wrong_claim_up_in_the_recording(tmp_path):
    assert review_problems(tmp_path, FIRST).startswith("0 (none)")
    wrong = review_problems(tmp_path, FIRST.replace("নামসহ [[run#after: 7]]", "নামসহ [[run#after: 8]]"))
    assert wrong.startswith("1\n"), wrong
    assert "docs/01-first.md:13: claim [[run#after: 8]]" in wrong and "'8'" in wrong


def test_review_lists_the_scaffolds_stand_in_text(tmp_path):
    from pathshala import scaffold

    page = FIRST.replace("objectives: [এক]", f"objectives: [\"{scaffold.OBJECTIVE}\"]").replace(
        "এখানে tensor আছে।", f"এখানে tensor আছে।\n\n{scaffold.INTRO}")
    found = review_problems(tmp_path, page, {"snippets/01-first/run.py": f"# {scaffold.SNIPPET_NOTE}\n" + RUN})
    assert found.startswith("3\n"), found
    assert f"docs/01-first.md:3: the scaffold's stand-in text is still here: 'objectives: [\"{scaffold.OBJECTIVE}\"]'" \
        in found
    assert f"docs/01-first.md:9: the scaffold's stand-in text is still here: {scaffold.INTRO!r}" in found
    assert "snippets/01-first/run.py:1: the scaffold's stand-in comment is still here" in found


def test_review_lists_a_paragraph_all_in_english(tmp_path):
    english = "This section shows how a tensor keeps its gradient\nacross the whole computation graph."
    found = review_problems(tmp_path, FIRST.replace("এখানে tensor আছে।", english))
    assert found.startswith("1\n"), found
    assert "docs/01-first.md:7: this paragraph is all English (13 English words, no Bengali)" in found
    # English terms inside a Bengali sentence, and an English code span, are the course's way: not listed.
    mixed = "এই section-এ tensor কীভাবে gradient রাখে, `loss.backward()` দিয়ে whole graph জুড়ে।"
    assert review_problems(tmp_path, FIRST.replace("এখানে tensor আছে।", mixed)).startswith("0 (none)")


def test_review_checks_a_quiz_proof_is_an_exact_substring_of_the_output(tmp_path):
    assert review_problems(tmp_path, FIRST + QUIZ.format(shows="after 7")).startswith("0 (none)")
    found = review_problems(tmp_path, FIRST + QUIZ.format(shows="after  7"))  # two spaces: not what it printed
    assert found.startswith("1\n"), found
    assert "quiz 'q1': the output of snippets/01-first/run.py does not show 'after  7'" in found
