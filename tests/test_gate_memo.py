"""The authoring gate's results kept by the digest of everything they come from, in memory and on disk."""

from __future__ import annotations

from pathshala import gate
from pathshala.project import Project
from pathshala.site import SiteBuild

from .conftest import write_tree

PAGE = "---\nlesson: 7\nobjectives: [ক]\n---\n# সাত\n\nএই স্তর দেখুন।\n"
TERMS = "- use: layer\n  refuse: [স্তর]\n  why: এক শব্দ\n"


def run(root, pages, calls):
    model = SiteBuild(root).scan(pages)
    results = gate.check_site(model, root, gate.GateMemo(Project(root)))  # a new memo: as a new `mkdocs build` process
    return model, results, calls[:]


def test_a_new_process_reads_the_gate_from_disk_until_an_input_changes(tmp_path, monkeypatch):
    write_tree(tmp_path, {"course/terms.yml": TERMS})
    calls = []
    real = gate.check_page
    monkeypatch.setattr(gate, "check_page", lambda page, inputs: calls.append(page.page) or real(page, inputs))
    model, first, seen = run(tmp_path, {"07-x.md": PAGE}, calls)
    assert seen == ["07-x.md"] and [p.message.split(":")[0] for p in model.problems] == ["vocabulary"]
    model, again, seen = run(tmp_path, {"07-x.md": PAGE}, calls)
    assert seen == ["07-x.md"]  # not computed again
    assert model.problems == first["07-x.md"].problems and again["07-x.md"].time.minutes == 5

    (tmp_path / "course/terms.yml").write_text(TERMS.replace("স্তর", "ঘর"))  # the vocabulary changed
    model, _, seen = run(tmp_path, {"07-x.md": PAGE}, calls)
    assert seen == ["07-x.md", "07-x.md"] and model.problems == []
    model, _, seen = run(tmp_path, {"07-x.md": PAGE + "আরও।\n"}, calls)  # the page changed
    assert len(seen) == 3
    entries = list((tmp_path / ".cache/pathshala/memo/gate").glob("*/*.entry"))
    assert len(entries) == 1  # what no page is any more was removed


def test_a_tampered_entry_is_a_miss(tmp_path, monkeypatch):
    write_tree(tmp_path, {"course/terms.yml": TERMS})
    run(tmp_path, {"07-x.md": PAGE}, [])
    [entry] = (tmp_path / ".cache/pathshala/memo/gate").glob("*/*.entry")
    entry.write_text(entry.read_text(encoding="utf-8").replace("vocabulary", "nothing wrong"), encoding="utf-8")
    model, _, _ = run(tmp_path, {"07-x.md": PAGE}, [])
    assert [p.message.split(":")[0] for p in model.problems] == ["vocabulary"]


def test_a_file_a_plain_block_shows_is_part_of_the_key(tmp_path):
    """Editing a module a page shows in a plain block (``--8<--``) changes its reading time at once, even
    read from disk: the memo's key holds the included text (issue 34: the count reads the file now)."""
    page = PAGE + '\n```python\n--8<-- "07-x/shown.py"\n```\n'
    write_tree(tmp_path, {"snippets/07-x/shown.py": "a = 1\n"})
    _, first, _ = run(tmp_path, {"07-x.md": page}, [])
    (tmp_path / "snippets/07-x/shown.py").write_text("a = 1\nb = 2\nc = 3\n")
    _, again, _ = run(tmp_path, {"07-x.md": page}, [])
    assert (first["07-x.md"].time.total("code_lines"), again["07-x.md"].time.total("code_lines")) == (1, 3)
    assert again["07-x.md"].time.parts[0].files == [("snippets/07-x/shown.py", 3)]  # files survive the disk memo
    _, third, _ = run(tmp_path, {"07-x.md": page}, [])
    assert third["07-x.md"].time.parts[0].files == [("snippets/07-x/shown.py", 3)]
