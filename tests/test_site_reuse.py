"""The site pass of a serve session (no MkDocs): an unchanged page is reused, a changed one checked again."""

from __future__ import annotations

import os

from pathshala.filestate import FileState
from pathshala.site import SiteBuild

from .conftest import write_tree

FENCE = '```python exec="on" source="above" result="text"\n--8<-- "{}"\n```\n'
PAGES = {
    "l1.md": "# One\n\nRain is [[rain: 0.75]] m.\n\n" + FENCE.format("l1/rain.py"),
    "l2.md": "# Two\n\n" + FENCE.format("l2/fare.py") + "\nThe fare is [[fare: 55]] taka.\n",
}


def accepted_site(root):
    write_tree(root, {"snippets/l1/rain.py": "print('Sylhet rain 0.75 m')\n",
                      "snippets/l2/fare.py": "print('fare', 40 + 15)\n"})
    assert not SiteBuild(root, accept=True).run(PAGES).recording_problems
    return SiteBuild(root)


def test_unchanged_pages_are_reused_and_a_snippet_edit_checks_its_page_only(tmp_path):
    session = accepted_site(tmp_path)
    first = session.run(PAGES)
    assert first.checked == ["l1.md", "l2.md"] and not first.problems

    again = session.run(PAGES, previous=first)
    assert again.checked == [] and again.ran == 0 and again.total == 2
    assert again.pages["l1.md"] is first.pages["l1.md"]  # taken as it was, runs and verdicts included

    (tmp_path / "snippets/l2/fare.py").write_text("# taka\nprint('fare', 40 + 15)\n")
    edited = session.run(PAGES, previous=again)
    assert edited.checked == ["l2.md"] and edited.ran == 1 and edited.cached == 1
    assert edited.pages["l1.md"] is first.pages["l1.md"] and not edited.problems

    prose = dict(PAGES, **{"l1.md": PAGES["l1.md"] + "\nMore rain.\n"})
    changed = session.run(prose, previous=edited)
    assert changed.checked == ["l1.md"] and changed.ran == 0


def test_a_reused_page_keeps_its_problems_and_a_fix_clears_them(tmp_path):
    session = accepted_site(tmp_path)
    broken = dict(PAGES, **{"l2.md": PAGES["l2.md"].replace("[[fare: 55]]", "[[fare: 56]]")})
    first = session.run(broken)
    assert [p.page for p in first.problems] == ["l2.md"]
    again = session.run(broken, previous=first)
    assert again.checked == [] and [str(p) for p in again.problems] == [str(p) for p in first.problems]
    fixed = session.run(PAGES, previous=again)
    assert fixed.checked == ["l2.md"] and not fixed.problems


def test_checks_across_pages_see_reused_and_checked_pages_together(tmp_path):
    session = accepted_site(tmp_path)
    first = session.run(PAGES)
    (tmp_path / "snippets/l2/left_behind.out").write_text("old\n")
    again = session.run(PAGES, previous=first)
    assert [w.where for w in again.warnings] == ["snippets/l2/left_behind.out"]  # its folder changed: l2 checked
    assert again.checked == ["l2.md"]


def test_a_file_is_hashed_again_only_when_its_stat_changes(tmp_path):
    path = tmp_path / "data.csv"
    path.write_text("a,b\n")
    state = FileState()
    first = state.digest(path)
    st = path.stat()
    path.write_text("a,c\n")  # same size; put the old mtime back: the stat fast path trusts the memo
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    if path.stat().st_ino == st.st_ino:
        assert state.digest(path) == first
    path.write_text("a,c,d\n")  # a new size: read and hashed again
    assert state.digest(path) != first
    assert FileState().digest(path) == state.digest(path)
