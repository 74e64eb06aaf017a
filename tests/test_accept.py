"""`make accept` says what it did: exit 0 once recorded, claims that no longer hold listed once per fence."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.site

PAGE = """# পাঠ

ক্ষতি [[a#loss: 0.5]], নির্ভুলতা [[a#acc: 0.75]], আর গুনতি [[b: 7]]।

```python exec="on" result="text"
--8<-- "l/a.py"
```

```python exec="on" result="text"
--8<-- "l/b.py"
```
"""
A_BEFORE = 'print("loss 0.5")\nprint("acc 0.75")\n'
A_AFTER = 'print("loss 0.625")\nprint("acc 0.875")\n'


def run_accept(project):
    result = project.accept()
    return result, result.stdout + result.stderr


def test_accept_records_then_lists_claims_once_per_fence_and_exits_0(project):
    project.write({"docs/l.md": PAGE, "snippets/l/a.py": A_BEFORE, "snippets/l/b.py": 'print("b", 7)\n'})
    first, log = run_accept(project)
    assert first.returncode == 0, log
    assert "2 outputs recorded; 0 claims no longer hold\n" in first.stdout, log

    project.write({"snippets/l/a.py": A_AFTER})
    second, log = run_accept(project)
    assert second.returncode == 0, log  # recorded: the claims are the author's next edit
    assert (project.root / "snippets/l/a.out").read_text(encoding="utf-8") == "loss 0.625\nacc 0.875\n"
    head, sentence, listing = second.stdout.partition("1 output recorded; 2 claims no longer hold:\n")
    assert sentence, log
    assert "updated snippets/l/a.out" in head
    assert "docs/l.md:3: [[a#loss: 0.5]]: no line holds the whole number '0.5' after the label 'loss'" in listing
    assert "docs/l.md:3: [[a#acc: 0.75]]: no line holds the whole number '0.75' after the label 'acc'" in listing
    assert "[[b: 7]]" not in listing  # it still holds
    assert listing.count("snippets/l/a.py (docs/l.md:5)") == 1  # one entry for the fence
    assert listing.count("loss 0.625") == 1 and listing.count("acc 0.875") == 1  # its output, once
    assert "recording failed" not in log

    again, log = run_accept(project)
    assert again.returncode == 0, log
    assert "0 outputs recorded; 2 claims no longer hold:" in again.stdout, log


def test_accept_fails_only_where_recording_failed(project):
    project.write({"docs/l.md": PAGE, "snippets/l/a.py": A_BEFORE, "snippets/l/b.py": 'print("b", 7)\n'})
    assert project.accept().returncode == 0
    project.write({"snippets/l/a.py": A_AFTER, "snippets/l/b.py": 'print("b", 7)\nraise SystemExit(3)\n'})
    result, log = run_accept(project)
    assert result.returncode == 1, log
    assert "1 output recorded; 2 claims no longer hold:" in result.stdout, log  # a.py was still recorded
    assert (project.root / "snippets/l/a.out").read_text(encoding="utf-8").startswith("loss 0.625")
    assert (project.root / "snippets/l/b.out").read_text(encoding="utf-8") == "b 7\n"  # not overwritten
    failed = result.stdout.split("recording failed for 1 fence(s):\n", 1)[1]
    assert failed.lstrip().startswith("docs/l.md:9: snippets/l/b.py exited with status 3"), failed


def test_accept_lists_claims_that_name_no_line(project):
    page = "# পাঠ\n\nদুবারই [[t: 0.25]]।\n\n```python exec=\"on\" result=\"text\"\n--8<-- \"l/t.py\"\n```\n"
    project.write({"docs/l.md": page, "snippets/l/t.py": 'print("before 0.25")\nprint("after 0.25")\n'})
    result, log = run_accept(project)
    assert result.returncode == 0, log  # recorded; the claim is the author's next edit
    _, sentence, listing = result.stdout.partition(
        "1 claim(s) without a label quote a number the output prints on several lines; name the line")
    assert sentence, log
    assert "docs/l.md:3: claim [[t: 0.25]]: snippets/l/t.py prints 0.25 on 2 lines" in listing
    assert "→ [[t#after: 0.25]]" in listing and "other problem" not in listing
    project.write({"docs/l.md": page.replace("[[t: 0.25]]", "[[t#after: 0.25]]")})
    fixed, log = run_accept(project)
    assert "without a label" not in fixed.stdout and fixed.returncode == 0, log
