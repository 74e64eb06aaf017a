"""The memo of pure steps, and the rendered fences and widgets it keeps: a hit is the HTML a fresh
render gives, and any input of the render that changes is a miss."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest

from pathshala import memo as memo_mod
from pathshala.memo import Memos
from pathshala.project import Project
from pathshala.rendering import render
from pathshala.site import SiteBuild

from .conftest import convert, write_tree

SETTINGS = "test settings"
PAGE = """# M

```python exec="on" source="tabbed-left" result="text"
--8<-- "m/first.py"
```

```python exec="on" source="tabbed-left" result="text"
--8<-- "m/second.py"
```

```quiz
id: q
question: "২ + ২ কত?"
options:
  - text: "৪"
    correct: true
    why: "যোগফল"
  - text: "৫"
    why: "এক বেশি"
```
"""


@pytest.fixture
def model(tmp_path):
    write_tree(tmp_path, {"snippets/m/first.py": 'print("প্রথম", 2 + 2)\n',
                          "snippets/m/second.py": 'print("দ্বিতীয়", 3 * 3)\n'})
    built = SiteBuild(tmp_path, accept=True).run({"m.md": PAGE})
    assert not built.problems, built.problems
    return built


class Counting:
    """A memo that counts the renders it could not serve from disk."""

    def __init__(self, memo: memo_mod.Memo) -> None:
        self.memo, self.fresh = memo, 0

    def through(self, fn, *inputs):
        def counted():
            self.fresh += 1
            return fn()
        return self.memo.through(counted, *inputs)


def test_a_memo_hit_is_the_html_a_fresh_render_gives(model, tmp_path):
    plain = convert(model, "m.md")
    kept = Counting(render.block_memo(Memos(Project(tmp_path)), SETTINGS))
    first = convert(model, "m.md", kept)
    assert kept.fresh == 3  # two fences and a quiz, none kept yet
    again = Counting(render.block_memo(Memos(Project(tmp_path)), SETTINGS))
    second = convert(model, "m.md", again)
    assert again.fresh == 0  # all three from the memo
    assert plain == first == second
    assert "প্রথম 4" in second and "দ্বিতীয় 9" in second and "ps-quiz" in second


def test_html_ids_follow_the_fence_place_not_a_count_kept_across_renders(model):
    first, second = convert(model, "m.md"), convert(model, "m.md")
    assert first == second  # a second render in the same process gives the same ids
    ids = re.findall(r'id="(exec-[^"]+)"', first)
    assert ids and len(ids) == len(set(ids))  # unique on the page
    assert {i.split("--")[0] for i in ids} == {"exec-0", "exec-1"}


@pytest.mark.parametrize("change", ["output", "code", "settings", "options", "widget"])
def test_any_input_of_a_render_that_changes_is_a_miss(model, tmp_path, change):
    kept = Counting(render.block_memo(Memos(Project(tmp_path)), SETTINGS))
    convert(model, "m.md", kept)
    page = model.pages["m.md"]
    first, _ = page.fences
    quiz = page.widgets[0]
    settings = SETTINGS
    if change == "output":
        page.shown(first).output = "প্রথম 5\n"
    elif change == "code":
        page.fences[0] = replace(first, code=first.code.replace("2 + 2", "2 + 3"))
    elif change == "settings":
        settings = "other settings"
    elif change == "options":
        page.fences[0] = replace(first, written=(*first.written, ("result", "python")))
    elif change == "widget":
        quiz.data["question"] = "২ + ৩ কত?"  # the YAML and the spec read from it
        page.widgets[0] = replace(quiz, question="২ + ৩ কত?")
    again = Counting(render.block_memo(Memos(Project(tmp_path)), settings))
    html = convert(model, "m.md", again)
    assert again.fresh == (3 if change == "settings" else 1)
    if change == "output":
        assert "প্রথম 5" in html and "প্রথম 4" not in html
    if change == "widget":
        assert "২ + ৩ কত?" in html


def test_a_damaged_memo_entry_is_rendered_again_not_trusted(model, tmp_path):
    convert(model, "m.md", render.block_memo(Memos(Project(tmp_path)), SETTINGS))
    entries = sorted((tmp_path / ".cache" / "pathshala" / "memo" / "blocks").rglob("*.entry"))
    assert len(entries) == 3
    for entry in entries:
        header, body = entry.read_text(encoding="utf-8").split("\n", 1)
        entry.write_text(header + "\n" + body.replace("প্রথম", "জাল"), encoding="utf-8")
    again = Counting(render.block_memo(Memos(Project(tmp_path)), SETTINGS))
    html = convert(model, "m.md", again)
    assert "জাল" not in html and "প্রথম 4" in html
    assert again.fresh == 1  # only the entry whose body changed (the first fence's) is a miss


def test_memo_keys_separate_their_parts_and_follow_the_code(tmp_path):
    memo = memo_mod.Memo(tmp_path, "code")
    assert memo.key("ab", "c") != memo.key("a", "bc")
    assert memo.key("x") == memo_mod.Memo(tmp_path / "elsewhere", "code").key("x")
    assert memo.key("x") != memo_mod.Memo(tmp_path, "code, edited").key("x")


def test_an_entry_is_read_only_for_its_own_key_and_field(tmp_path):
    path = tmp_path / "e.entry"
    memo_mod.write_entry(path, "k", "value", "বাংলা \ud800 text")  # a lone surrogate survives the round trip
    assert memo_mod.read_entry(path, "k", "value") == "বাংলা \ud800 text"
    assert memo_mod.read_entry(path, "other", "value") is None
    assert memo_mod.read_entry(path, "k", "result") is None
    assert json.loads(path.read_bytes().split(b"\n", 1)[0])["field"] == "value"
    path.write_bytes(path.read_bytes()[:-2])  # cut short
    assert memo_mod.read_entry(path, "k", "value") is None


def test_a_widget_that_reads_a_run_is_a_miss_when_the_run_changes(tmp_path):
    write_tree(tmp_path, {"snippets/p/guess.py": "print(6 * 7)\n"})
    page = "# P\n\n```predict\nsnippet: p/guess.py\nprompt: কী ছাপবে?\n```\n"
    model = SiteBuild(tmp_path, accept=True).run({"p.md": page})
    assert not model.problems, model.problems
    convert(model, "p.md", render.block_memo(Memos(Project(tmp_path)), SETTINGS))
    page = model.pages["p.md"]
    page.shown(page.widgets[0]).output = "43\n"
    again = Counting(render.block_memo(Memos(Project(tmp_path)), SETTINGS))
    html = convert(model, "p.md", again)
    assert again.fresh == 1 and "43" in html


def test_prune_keeps_the_entries_used_and_removes_the_rest(tmp_path):
    memo = memo_mod.Memo(tmp_path, "code")
    memo.put(memo.key("a"), "A")
    memo.put(memo.key("b"), "B")
    legacy = tmp_path / "ab" / ("0" * 64 + ".json")  # the entry format before this one
    legacy.parent.mkdir(parents=True, exist_ok=True)
    legacy.write_text("{}")
    later = memo_mod.Memo(tmp_path, "code")  # the next build: it uses "a" only
    assert later.get(later.key("a")) == "A"
    assert later.get(later.key("missing")) is None
    assert later.prune() == 2  # "b" and the legacy file
    assert [p.stem for p in tmp_path.rglob("*") if p.is_file()] == [later.key("a")]
    assert memo_mod.Memo(tmp_path, "code").get(memo.key("a")) == "A"
