"""Lesson notebooks: headings and snippets in page order, outputs from the runs, valid, stable."""

from __future__ import annotations

import json
import re

import nbformat
import pytest

from pathshala import notebook
from pathshala.compare import compare
from pathshala.fences import scan_page
from pathshala.site import SiteBuild

from .conftest import REPO, write_tree

PAGE = """---
lesson: 3
module: ক
time: 10
objectives: [এক]
---
# শিরোনাম

ভূমিকা।

## ১ · প্রথম ভাগ

```python exec="on" result="text"
--8<-- "l/one.py"
```

```predict
snippet: l/two.py
prompt: কী ছাপবে?
```

## ২ · দ্বিতীয় ভাগ

```python exec="on" id="inline"
print("বৃষ্টি", 3 * 4)
```
"""


@pytest.fixture
def report(tmp_path):
    write_tree(tmp_path, {"snippets/l/one.py": "print('one')\n", "snippets/l/two.py": "print('two')\n"})
    built = SiteBuild(tmp_path, accept=True).run({"l.md": PAGE})
    assert not built.problems, built.problems
    return built


def test_cells_follow_the_page_with_real_outputs(report):
    nb = notebook.build(report.pages["l.md"], "শিরোনাম")
    kinds = [(c.cell_type, c.source.splitlines()[0]) for c in nb.cells]
    assert kinds[1:] == [
        ("markdown", "## ১ · প্রথম ভাগ"),
        ("code", "print('one')"),
        ("markdown", "## ২ · দ্বিতীয় ভাগ"),
        ("code", 'print("বৃষ্টি", 3 * 4)'),
    ]  # the predict exercise is left out: its answer is the point
    assert nb.cells[0].source.startswith("# শিরোনাম")
    assert nb.cells[2].outputs[0].text == "one\n"
    assert nb.cells[4].outputs[0].text == "বৃষ্টি 12\n"
    nbformat.validate(nb)


def test_notebook_json_is_deterministic(report):
    runs = report.pages["l.md"]
    first = notebook.dumps(notebook.build(runs, "শিরোনাম"))
    assert first == notebook.dumps(notebook.build(runs, "শিরোনাম"))
    assert [c["id"] for c in json.loads(first)["cells"]] == [f"cell-{i:03d}" for i in range(1, 6)]


@pytest.mark.site
def test_lesson_links_its_notebook_and_the_notebook_page_toc_keeps_bengali(built_site):
    lesson_html = built_site.html("08-autograd-internals")
    # download="": the page sanitizer writes every attribute with a value (HTML5 serialisation)
    download = 'href="../notebooks/08-autograd-internals/08-autograd-internals.ipynb" download="">নোটবুক ডাউনলোড'
    assert download in lesson_html
    nb_html = built_site.html("notebooks/08-autograd-internals")
    toc_targets = set(re.findall(r'<a href="#([^"]+)" class="md-nav__link">', nb_html))
    ids = set(re.findall(r'<h[1-6] id="([^"]+)"', nb_html))
    assert toc_targets and toc_targets <= ids, toc_targets - ids
    assert any("রেখে" in t for t in toc_targets)


@pytest.mark.site
def test_downloaded_notebook_executes_to_the_recorded_outputs(built_site):
    """A real Jupyter kernel runs the downloaded notebook; every output agrees with the recorded one."""
    from nbclient import NotebookClient

    path = built_site.root / "site" / "notebooks" / "08-autograd-internals" / "08-autograd-internals.ipynb"
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
    client = NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    checked = 0
    for cell in nb.cells:
        recorded = cell.metadata.get("pathshala", {}).get("recorded")
        if cell.cell_type != "code" or recorded is None:
            continue  # headings, and %%writefile cells that carry a snippet's local modules
        printed = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
        expected = (REPO / recorded).read_text(encoding="utf-8")
        comparison = compare(expected, printed)  # as a build compares: numbers within printed precision
        assert comparison.ok, f"{recorded}: the kernel printed something else: {comparison.explain()}"
        checked += 1
    page = (REPO / "docs" / "08-autograd-internals.md").read_text(encoding="utf-8")
    fences, _ = scan_page("08-autograd-internals.md", page, REPO)
    assert checked == len(fences) > 0


@pytest.mark.site
def test_the_notebook_page_keeps_its_look_from_a_site_stylesheet_not_inline_styles(built_site):
    nb_html = built_site.html("notebooks/08-autograd-internals")
    assert '<link rel="stylesheet" href="../../assets/css/notebook.css">' in nb_html
    assert "<style" not in nb_html.split("</head>", 1)[1]  # the sanitizer dropped the template's inline styles
    assert "<clipboard-copy" not in nb_html  # its copy button needs an inline script the policy refuses
    css = (built_site.root / "site" / "assets" / "css" / "notebook.css").read_text(encoding="utf-8")
    assert ".jp-InputPrompt" in css and ".highlight-ipynb" in css
