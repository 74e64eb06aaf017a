"""Whole-site builds against recorded outputs: drift fails with a diff, accept records, the cache skips runs."""

from __future__ import annotations

import re

import pytest

from .conftest import error_records

pytestmark = pytest.mark.site

_SUMMARY = re.compile(r"snippets: (\d+) total, (\d+) ran, (\d+) cached, \d+(?:\.\d+)? s")

SNIPPET = 'print("loss 0.5")\nprint("acc 0.75")\n'
RECORDED = "loss 0.5\nacc 0.75\n"




def page(title: str, *names: str, lesson: str = "lesson", prose: str = "একটি অনুচ্ছেদ।") -> str:
    """A page embedding snippets/<lesson>/<name>.py for each name; the first fence is on line 5."""
    lines = [f"# {title}", "", prose, ""]
    for name in names:
        lines += ['```python exec="on" source="above" result="text"', f'--8<-- "{lesson}/{name}.py"', "```", ""]
    return "\n".join(lines)


def summary(result) -> tuple[int, int, int]:
    found = _SUMMARY.findall(result.stdout + result.stderr)
    assert len(found) == 1, f"expected one summary line:\n{result.stdout + result.stderr}"
    return tuple(int(n) for n in found[0])


def passes(result) -> None:
    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]


def test_a_changed_recording_fails_with_a_diff_until_accepted(project):
    project.write(
        {
            "docs/lesson.md": page("পাঠ", "hello"),
            "snippets/lesson/hello.py": SNIPPET,
            "snippets/lesson/hello.out": RECORDED,
        }
    )
    recorded = project.root / "snippets/lesson/hello.out"
    passes(project.build())

    # beyond a last-digit flip; accepted as it is (a run elsewhere), not a hand edit: that one is refused as such
    project.write({"snippets/lesson/hello.out": RECORDED.replace("0.75", "0.85")})
    result = project.build()
    output = result.stdout + result.stderr
    assert result.returncode != 0, output[-2000:]
    records = error_records(output)
    assert len(records) == 1, records
    drift = records[0]
    assert drift.startswith(
        "docs/lesson.md:5: output of snippets/lesson/hello.py drifted from snippets/lesson/hello.out"
    ), drift
    assert re.search(r"(?m)^\s*--- snippets/lesson/hello\.out", drift), drift
    assert re.search(r"(?m)^\s*\+\+\+ snippets/lesson/hello\.py", drift), drift
    assert re.search(r"(?m)^\s*-acc 0\.85$", drift), drift
    assert re.search(r"(?m)^\s*\+acc 0\.75$", drift), drift
    assert not re.search(r"(?m)^\s*[-+]loss", drift), f"an unchanged line is shown as changed:\n{drift}"

    accepted = project.accept()
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "updated snippets/lesson/hello.out" in accepted.stdout, accepted.stdout
    assert re.search(r"(?m)^\s*-acc 0\.85$", accepted.stdout), accepted.stdout
    assert re.search(r"(?m)^\s*\+acc 0\.75$", accepted.stdout), accepted.stdout
    assert recorded.read_text(encoding="utf-8") == RECORDED
    passes(project.build())


def test_a_missing_recording_fails_and_accept_creates_it(project):
    project.write({"docs/lesson.md": page("পাঠ", "hello"), "snippets/lesson/hello.py": SNIPPET})
    recorded = project.root / "snippets/lesson/hello.out"

    result = project.build()
    output = result.stdout + result.stderr
    assert result.returncode != 0, output[-2000:]
    records = error_records(output)
    assert len(records) == 1, records
    assert records[0].startswith(
        "docs/lesson.md:5: snippets/lesson/hello.py has no recorded output snippets/lesson/hello.out"
    ), records[0]
    assert "make accept" in records[0], records[0]
    assert not recorded.exists(), "a plain build wrote a recorded output"

    accepted = project.accept()
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "recorded snippets/lesson/hello.out" in accepted.stdout, accepted.stdout
    assert recorded.read_text(encoding="utf-8") == RECORDED


def test_drifts_in_two_pages_are_reported_in_one_build(project):
    project.write(
        {
            "docs/one.md": page("এক", "first", lesson="one"),
            "docs/two.md": page("দুই", "second", lesson="two"),
            "snippets/one/first.py": 'print("one", 1)\n',
            "snippets/one/first.out": "one 2\n",
            "snippets/two/second.py": 'print("two", 2)\n',
            "snippets/two/second.out": "two 3\n",
        }
    )
    result = project.build()
    output = result.stdout + result.stderr
    assert result.returncode != 0, output[-2000:]
    records = error_records(output)
    for where, label, old, new in [
        ("docs/one.md:5", "snippets/one/first.py", "one 2", "one 1"),
        ("docs/two.md:5", "snippets/two/second.py", "two 3", "two 2"),
    ]:
        mine = [r for r in records if r.startswith(f"{where}: output of {label} drifted")]
        assert len(mine) == 1, f"no drift reported for {label}:\n" + "\n".join(records)
        assert re.search(rf"(?m)^\s*-{old}$", mine[0]) and re.search(rf"(?m)^\s*\+{new}$", mine[0]), mine[0]
    assert "2 snippet problem(s)" in output, output[-2000:]


def test_only_changed_snippets_run_again(project):
    project.write(
        {
            "docs/lesson.md": page("পাঠ", "alpha", "beta"),
            "snippets/lesson/alpha.py": 'print("alpha", 1)\n',
            "snippets/lesson/alpha.out": "alpha 1\n",
            "snippets/lesson/beta.py": 'print("beta", 1)\n',
            "snippets/lesson/beta.out": "beta 1\n",
        }
    )
    first = project.build()
    passes(first)
    assert summary(first) == (2, 2, 0)

    again = project.build()
    passes(again)
    assert summary(again) == (2, 0, 2), "an unchanged project ran snippets again"

    project.write({"docs/lesson.md": page("পাঠ", "alpha", "beta", prose="অন্য একটি অনুচ্ছেদ, নতুন করে লেখা।")})
    prose_edit = project.build()
    passes(prose_edit)
    assert "নতুন করে লেখা" in project.html("lesson"), "the prose edit did not reach the page"
    assert summary(prose_edit) == (2, 0, 2), "a prose-only edit ran snippets"

    project.write({"snippets/lesson/beta.py": 'print("beta", 2)\n', "snippets/lesson/beta.out": "beta 2\n"})
    snippet_edit = project.build()
    passes(snippet_edit)
    assert summary(snippet_edit) == (2, 1, 1), "editing one snippet should run exactly that one"
    assert "beta 2" in project.html("lesson")
