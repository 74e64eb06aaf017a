"""A new kind of block is one module, one template and one registry line: the build finds, places, renders,
checks and writes it into the notebook through the registry alone (``blocks/__init__.py``)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from pathshala import PathshalaError, blocks
from pathshala.blocks.base import (
    Family,
    Kind,
    Widget,
    load_widget,
    one_line,
    reading_of_widget,
    text_field,
    widget_inputs,
)
from pathshala.project import Project
from pathshala.rendering import notebook, render
from pathshala.site import SiteBuild

from .conftest import convert, write_tree

# -- the module a contributor writes (contributing/blocks.md walks through the same one) -----------------

@dataclass(frozen=True)
class NoteSpec(Widget):
    text: str


def parse(opening, scan):
    def check(data, located):
        text_field(data, "text", located, ())

    located, claims, problems = load_widget(opening, scan, "note", {"text"}, set(), check)
    if located is None:
        return None, problems
    spec = NoteSpec(kind="note", ref=scan.place(Family.WIDGET), line=opening.line, info=opening.info,
                    located=located, claims=claims, text=str(located.data["text"]))
    scan.taken(Family.WIDGET)
    return spec, problems


def html(spec, render):
    return render.templates.render("blocks/note.html", note=spec, titles=render.titles)


def markdown(spec, notebook):
    return ["", f"> {one_line(spec.text)}", ""]


KIND = Kind(name="note", languages=("note",), family=Family.WIDGET, parse=parse, html=html, inputs=widget_inputs,
            markdown=markdown, reading=reading_of_widget, shown_fields=frozenset({("text",)}))
TEMPLATE = '<aside class="ps-note" id="note-{{ note.ref.index }}">{{ note.text|inline }}</aside>\n'

PAGE = """---
title: T
lesson: 1
objectives: [x]
---

# T

```python exec="on" result="text"
--8<-- "l/fare.py"
```

```note
text: "ভাড়া মোট [[fare: 55]] টাকা & <ফেরত> নেই"
```
"""


@pytest.fixture
def registered(monkeypatch, tmp_path):
    """The note kind in the registry (its one line), its template where a project's templates go."""
    monkeypatch.setitem(blocks.KINDS, "note", KIND)
    write_tree(tmp_path, {"overrides/pathshala/blocks/note.html": TEMPLATE,
                          "snippets/l/fare.py": "print('fare', 55)\n"})
    return tmp_path


def test_a_registered_kind_is_found_checked_rendered_and_written_to_the_notebook(registered):
    model = SiteBuild(registered, accept=True).run({"l.md": PAGE})
    assert not model.problems, model.problems
    page = model.pages["l.md"]
    (note,) = page.widgets
    assert note.kind == "note" and str(note.ref) == "l.md@0" and note.line == 13
    assert [c.raw for c in page.claims] == ["[[fare: 55]]"]  # its claims are the page's, checked against the run
    html = convert(model, "l.md")
    assert '<aside class="ps-note" id="note-0">ভাড়া মোট <span class="claim"' in html
    assert "&amp; &lt;ফেরত&gt; নেই</aside>" in html  # the author's text is escaped, as Markdown escapes it
    cells = notebook.build(page, "T")["cells"]
    assert any(c["source"] == "> ভাড়া মোট ৫৫ টাকা & <ফেরত> নেই" for c in cells), [c["source"] for c in cells]


def test_a_registered_kind_is_checked_at_the_line_at_fault(registered):
    model = SiteBuild(registered, accept=True).run({"l.md": PAGE.replace('text: "ভাড়া', 'txt: "ভাড়া')})
    (problem,) = model.problems
    assert problem.where == "docs/l.md:14" and "unknown field 'txt' in a note block" in problem.message


def test_a_block_of_a_kind_the_site_pass_did_not_see_is_an_error(registered):
    model = SiteBuild(registered, accept=True).run({"l.md": "# T\n"})
    model.pages["l.md"].text = "# T\n\n```note\ntext: later\n```\n"  # written after the site pass read it
    with pytest.raises(PathshalaError, match="'note' is not the one the site pass read there"):
        convert(model, "l.md")
    with pytest.raises(render.UnseenBlock, match="a note block was not seen"):
        render.validator("note", {}, {}, {}, None)


def test_every_kind_names_itself_after_its_module():
    assert list(blocks.KINDS) == ["fence", "quiz", "order", "stepper", "predict", "exercise"]
    with pytest.raises(ValueError, match=r"pathshala\.blocks\.base is no kind of block: it has no KIND and no parse"):
        blocks.registry("base")


def test_a_module_of_functions_is_one_registry_line(monkeypatch):
    """A kind kept as a package of its own (parse, html, inputs, markdown as functions) registers by its path."""
    import sys
    import types

    module = types.ModuleType("pathshala_test_note")
    module.parse, module.html, module.inputs, module.markdown = parse, html, widget_inputs, markdown
    module.SHOWN_FIELDS = {("text",)}
    monkeypatch.setitem(sys.modules, "tests.kinds.note", module)
    (kind,) = blocks.registry("tests.kinds.note").values()
    assert (kind.name, kind.languages, kind.family, kind.parse) == ("note", ("note",), Family.WIDGET, parse)
    assert kind.shows(("text",)) and not kind.shows(("id",))


def test_a_project_template_is_part_of_every_memo_key(tmp_path):
    """An edited override (``overrides/pathshala/``) renders again: no memo serves what the old one made."""

    plain = Project(tmp_path).memo("blocks").code
    write_tree(tmp_path, {"overrides/pathshala/blocks/quiz.html": "<form>{{ quiz.question }}</form>\n"})
    first = Project(tmp_path).memo("blocks").code
    write_tree(tmp_path, {"overrides/pathshala/blocks/quiz.html": "<form>{{ quiz.id }}</form>\n"})
    assert len({plain, first, Project(tmp_path).memo("blocks").code}) == 3
