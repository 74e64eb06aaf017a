"""The site pass of a serve session (no MkDocs): an unchanged page is reused, a changed one checked again."""

from __future__ import annotations

import os
import time
from pathlib import Path

from pathshala.content import filestate
from pathshala.content.filestate import FileState
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


def test_a_same_size_rewrite_with_the_same_mtime_is_always_seen(tmp_path):
    """Two writes in one tick of a coarse clock share size, mtime, ctime and inode: the stat cannot tell
    them apart, so a file hashed while that recent is hashed again (git's racy-clean rule)."""
    path = tmp_path / "fare.py"
    path.write_text("print('fare', 40)\n")
    state = FileState()
    first = state.digest(path)
    st = path.stat()
    path.write_text("print('fare', 45)\n")  # same size, same inode; the old mtime put back, as one tick would
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert (path.stat().st_size, path.stat().st_mtime_ns, path.stat().st_ino) == (st.st_size, st.st_mtime_ns,
                                                                                   st.st_ino)
    assert state.digest(path) != first
    assert state.digest(path) == FileState().digest(path)


def test_an_old_files_rewrite_with_its_mtime_put_back_is_seen(tmp_path, monkeypatch):
    """``tar``, ``cp -p`` and ``rsync -t`` put an old mtime back; nothing puts a ctime back."""
    monkeypatch.setattr(filestate, "RACY_NS", 200_000_000)  # a shorter wait than the real one, same rule
    path = tmp_path / "data.csv"
    path.write_text("a,b\n")
    old = time.time_ns() - 3600 * 10**9
    os.utime(path, ns=(old, old))
    state = FileState()
    time.sleep(filestate.RACY_NS / 1e9 + 0.1)  # the ctime utime just set is old enough to vouch for the bytes
    first = state.digest(path)
    assert state._digests, "an old file's digest is kept"
    path.write_text("a,c\n")
    os.utime(path, ns=(old, old))
    assert state.digest(path) != first


def test_a_file_is_read_again_only_when_its_stat_changes(tmp_path, monkeypatch):
    monkeypatch.setattr(filestate, "RACY_NS", 0)  # every file here counts as old enough to be trusted
    path = tmp_path / "data.csv"
    path.write_text("a,b\n")
    state = FileState()
    first = state.digest(path)
    reads = []
    real = Path.read_bytes
    monkeypatch.setattr(Path, "read_bytes", lambda self: reads.append(self) or real(self))
    assert state.digest(path) == first and reads == []  # unchanged: not read again
    path.write_text("a,c,d\n")  # a new size: read and hashed again
    assert state.digest(path) != first and reads == [path]
    assert FileState().digest(path) == state.digest(path)


def test_a_racy_file_is_read_again_at_every_ask(tmp_path, monkeypatch):
    path = tmp_path / "fresh.py"
    path.write_text("print(1)\n")  # written just now: within RACY_NS of the moment it is hashed
    state = FileState()
    first = state.digest(path)
    reads = []
    real = Path.read_bytes
    monkeypatch.setattr(Path, "read_bytes", lambda self: reads.append(self) or real(self))
    assert state.digest(path) == first and reads == [path]
