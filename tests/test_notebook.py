"""Lesson notebooks: prose and snippets in page order, outputs and figures from the runs, valid, stable,
and runnable in a kernel that has no pathshala."""

from __future__ import annotations

import json
import re
import sys

import nbformat
import pytest

from pathshala.blocks import scan_fences
from pathshala.recordings.compare import compare
from pathshala.rendering import notebook
from pathshala.site import SiteBuild

from .conftest import REPO, write_tree

PAGE = """---
lesson: 3
module: ক
time: 5
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
        ("markdown", "ভূমিকা।"),
        ("markdown", "## ১ · প্রথম ভাগ"),
        ("code", "print('one')"),
        ("markdown", "*এখানে পাতায় একটি অনুশীলন আছে: code দেখে output আন্দাজ করুন, তারপর মিলিয়ে নিন: পাতায় দেখুন।*"),
        ("markdown", "## ২ · দ্বিতীয় ভাগ"),
        ("code", 'print("বৃষ্টি", 3 * 4)'),
    ]  # the predict exercise's code is left out: its answer is the point
    assert nb.cells[0].source.startswith("# শিরোনাম")
    assert nb.cells[3].outputs[0].text == "one\n"
    assert nb.cells[6].outputs[0].text == "বৃষ্টি 12\n"
    nbformat.validate(nb)


def test_notebook_json_is_deterministic(report):
    runs = report.pages["l.md"]
    first = notebook.dumps(notebook.build(runs, "শিরোনাম"))
    assert first == notebook.dumps(notebook.build(runs, "শিরোনাম"))
    assert [c["id"] for c in json.loads(first)["cells"]] == [f"cell-{i:03d}" for i in range(1, 8)]


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
    # a numbered section's Bengali heading keeps its words (vowel signs included) in its anchor
    assert any(re.match(r"[১-৯]-", t) and re.search(r"[\u09be-\u09cc]", t) for t in toc_targets), toc_targets


# A kernel for a student's machine: this venv's torch, numpy and ipykernel, but no pathshala. The
# venv has the project installed (editable), so its path is scrubbed and its import blocked before the
# kernel starts; PYTHONPATH is emptied and -s keeps the user's site-packages out (the notebook's folder stays on
# the path, as in any Jupyter kernel: its %%writefile modules are imported from there).
BARE_KERNEL = """
import importlib.abc, sys
from pathlib import Path
sys.path[:] = [p for p in sys.path if not (Path(p or '.') / 'pathshala').exists()]
class NoSite(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('pathshala', 'pathshala_mkdocs'):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, NoSite())
from ipykernel import kernelapp
kernelapp.launch_new_instance()
"""
PROBE = """import sys
try:
    import pathshala
except ModuleNotFoundError as err:
    print("missing:", err.name)
print("paths with pathshala:", [p for p in sys.path if "hooks" in p])"""


@pytest.fixture
def bare_kernel(tmp_path, monkeypatch):
    spec = tmp_path / "jupyter" / "kernels" / "bare"
    spec.mkdir(parents=True)
    argv = [sys.executable, "-s", "-c", BARE_KERNEL, "-f", "{connection_file}"]
    spec.joinpath("kernel.json").write_text(json.dumps(
        {"argv": argv, "display_name": "torch and numpy only", "language": "python", "env": {"PYTHONPATH": ""}}))
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "jupyter"))
    monkeypatch.delenv("PYTHONPATH", raising=False)
    return "bare"


def written_lessons() -> list[str]:
    """Every lesson the roadmap gives a page: each one's notebook is run below, whichever the course has written."""
    import yaml

    roadmap = yaml.safe_load((REPO / "course" / "roadmap.yml").read_text(encoding="utf-8"))
    return [entry["page"].removesuffix(".md") for entry in roadmap["lessons"] if entry.get("page")]


# The shared helpers of snippets/_shared that these lessons' snippets import (directly or through the
# lesson's own plot.py): their notebooks must write them, as the build resolved them, to run alone.
SHARED_HELPERS = {
    "01-what-is-learning": {"line_plot", "svg_draw"},
    "02-gradient-descent": {"line_plot", "svg_draw"},
    "03-numerical-stability": {"line_plot", "svg_draw"},
    "05-home-made-autograd": {"arraygrad"},
    "06-first-network": {"arraygrad", "svg_draw"},
}


@pytest.mark.site
@pytest.mark.parametrize("lesson", written_lessons())
def test_downloaded_notebook_runs_without_pathshala_to_the_recorded_outputs(built_site, bare_kernel, tmp_path, lesson):
    """A kernel without the project runs the downloaded notebook top to bottom; every output and figure
    agrees with the recorded one."""
    from nbclient import NotebookClient

    downloaded = built_site.root / "site" / "notebooks" / lesson / f"{lesson}.ipynb"
    nb = nbformat.read(downloaded, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
    nb.cells.append(nbformat.v4.new_code_cell(PROBE))
    student = tmp_path / "student"  # a folder of its own, far from the repository
    student.mkdir()
    client = NotebookClient(nb, timeout=300, kernel_name=bare_kernel, resources={"metadata": {"path": str(student)}})
    client.execute()
    probe = "".join(o.get("text", "") for o in nb.cells[-1].outputs)
    assert probe == "missing: pathshala\npaths with pathshala: []\n", probe
    page = (REPO / "docs" / f"{lesson}.md").read_text(encoding="utf-8")
    fences, _ = scan_fences(f"{lesson}.md", page, REPO)
    tolerance = {f.recorded: f.options.tolerance for f in fences} | {
        f.recorded_figure(n): f.options.tolerance for f in fences for n in f.options.figures}
    checked = figures = 0
    for cell in nb.cells:
        about = cell.metadata.get("pathshala", {})
        if cell.cell_type != "code" or not ({"recorded", "figure"} & set(about)):
            continue  # prose, and %%writefile cells that carry a snippet's local modules
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert not errors, f"{about}: {errors}"
        if "figure" in about:
            shown = [o.data["image/svg+xml"] for o in cell.outputs if o.output_type == "display_data"]
            expected = (REPO / about["figure"]).read_text(encoding="utf-8")
            assert len(shown) == 1, about
            assert compare(expected, shown[0], tolerance[about["figure"]]).ok, f"{about['figure']}: another figure"
            figures += 1
            continue
        printed = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
        expected = (REPO / about["recorded"]).read_text(encoding="utf-8")
        comparison = compare(expected, printed, tolerance[about["recorded"]])  # as a build compares
        assert comparison.ok, f"{about['recorded']}: the kernel printed something else: {comparison.explain()}"
        checked += 1
    assert checked == len(fences) > 0
    assert figures == sum(len(f.options.figures) for f in fences)  # every figure the page draws
    carried = {name for f in fences for name in f.modules(REPO)}  # every sibling module a fence imports
    written = {c.source.split("\n", 1)[0].removeprefix("%%writefile ").removesuffix(".py") for c in nb.cells
               if c.cell_type == "code" and c.source.startswith("%%writefile ")}
    assert written == carried, f"the notebook carries {sorted(written)}, its code imports {sorted(carried)}"
    assert SHARED_HELPERS.get(lesson, set()) <= written, f"{lesson}: shared helpers missing from {sorted(written)}"



# Windows and macOS start DataLoader workers with spawn, and Linux does with forkserver from Python 3.14: the
# worker imports afresh what it unpickles, so a Dataset class written in a notebook cell (a __main__ with no file)
# is not found there and the worker dies. A notebook whose code starts workers must run under spawn too (lesson
# ১১ keeps its workers' Dataset in a module the notebook writes with %%writefile).
SPAWN_KERNEL = "import multiprocessing\nmultiprocessing.set_start_method('spawn', force=True)\n" + BARE_KERNEL


def starts_workers(cell) -> bool:
    return cell.cell_type == "code" and re.search(r"num_workers=(?!0\b)", cell.source) is not None


def run_under_spawn(downloaded, tmp_path, monkeypatch) -> list[tuple[str, str, list]]:
    """The notebook up to its last cell that starts workers, in a kernel whose workers spawn: for each such
    cell, its recording, what the kernel printed and its errors."""
    from nbclient import NotebookClient

    spec = tmp_path / "jupyter" / "kernels" / "spawn"
    spec.mkdir(parents=True)
    spec.joinpath("kernel.json").write_text(json.dumps(
        {"argv": [sys.executable, "-s", "-c", SPAWN_KERNEL, "-f", "{connection_file}"], "display_name": "spawn",
         "language": "python", "env": {"PYTHONPATH": ""}}))
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "jupyter"))
    monkeypatch.delenv("PYTHONPATH", raising=False)
    nb = nbformat.read(downloaded, as_version=4)
    last = max(i for i, cell in enumerate(nb.cells) if starts_workers(cell))
    nb.cells = nb.cells[:last + 1]
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
    student = tmp_path / "student"
    student.mkdir()
    NotebookClient(nb, timeout=300, kernel_name="spawn", allow_errors=True,
                   resources={"metadata": {"path": str(student)}}).execute()
    return [(cell.metadata["pathshala"]["recorded"],
             "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream"),
             [f"{o.ename}: {o.evalue}" for o in cell.outputs if o.output_type == "error"])
            for cell in nb.cells if starts_workers(cell)]


@pytest.mark.site
def test_a_notebook_that_starts_dataloader_workers_runs_under_spawn(built_site, tmp_path, monkeypatch):
    notebooks = sorted((built_site.root / "site" / "notebooks").glob("*/*.ipynb"))
    with_workers = [n for n in notebooks if any(starts_workers(c) for c in nbformat.read(n, as_version=4).cells)]
    assert "11-dataset-dataloader" in [n.stem for n in with_workers]  # the lesson that shows workers
    for downloaded in with_workers:
        for recorded, printed, errors in run_under_spawn(downloaded, tmp_path / downloaded.stem, monkeypatch):
            assert not errors, f"{downloaded.name}, the cell recorded in {recorded}, under spawn: {errors}"
            assert printed == (REPO / recorded).read_text(encoding="utf-8"), f"{recorded}: another output"


@pytest.mark.site
def test_the_notebook_page_keeps_its_look_from_a_site_stylesheet_not_inline_styles(built_site):
    nb_html = built_site.html("notebooks/08-autograd-internals")
    assert '<link rel="stylesheet" href="../../assets/css/notebook.css">' in nb_html
    assert "<style" not in nb_html.split("</head>", 1)[1]  # the sanitizer dropped the template's inline styles
    assert "<clipboard-copy" not in nb_html  # its copy button needs an inline script the policy refuses
    css = (built_site.root / "site" / "assets" / "css" / "notebook.css").read_text(encoding="utf-8")
    assert ".jp-InputPrompt" in css and ".highlight-ipynb" in css


PROSE_PAGE = """---
lesson: 4
module: ক
time: 5
objectives: [এক]
---
# গদ্য

[আগের পর্ব](l.md#১--প্রথম-ভাগ)-এ যা দেখেছি।

```python exec="on" figures="dot.svg"
--8<-- "p/draw.py"
```

ফল [[draw#total: 42]], আর `[[draw: 42]]` code-এ যেমন লেখা তেমন।

```quiz
id: q1
question: কত হলো?
options:
  - text: "[[draw#total: 42]]"
    correct: true
    why: ছাপা হয়েছে।
  - text: "৪১"
    why: এক কম।
```

```stepper
title: ধাপে ধাপে
steps:
  - title: প্রথম
    body: |
      যোগফল [[draw#total: 42]]।
    grid:
      - [মান, "[[draw#total: 42]]"]
  - title: দ্বিতীয়
    body: শেষ।
```

??? answer "→ উত্তর"
    আগে ভাবুন।

    ```python exec="on" id="inside"
    print("ভেতরে")
    ```

    তারপর মেলান।

বাইরে।
"""
DRAW = """import helper

print("total", helper.SIX * 7)
with open("dot.svg", "w", encoding="utf-8") as f:
    f.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><title>বিন্দু</title>'
            '<circle cx="2" cy="2" r="1"/></svg>')
"""


def test_prose_claims_widgets_admonitions_and_figures_become_plain_notebook_cells(tmp_path):
    write_tree(tmp_path, {"snippets/p/draw.py": DRAW, "snippets/p/helper.py": "SIX = 6\n"})
    built = SiteBuild(tmp_path, accept=True).run({"p.md": PROSE_PAGE})
    assert not built.problems, built.problems
    nb = notebook.build(built.pages["p.md"], "গদ্য", tmp_path, site_root="../../")
    cells = [(c.cell_type, c.source) for c in nb.cells]
    assert cells[1] == ("markdown", "[আগের পর্ব](../../l/#১--প্রথম-ভাগ)-এ যা দেখেছি।")
    assert cells[2] == ("code", "%%writefile helper.py\nSIX = 6")  # the module travels with the notebook
    assert cells[3][1].startswith("import helper") and nb.cells[3].outputs[0].text == "total 42\n"
    figure = nb.cells[4]
    assert 'open("dot.svg", encoding="utf-8")' in figure.source
    assert figure.outputs[0].output_type == "display_data"
    assert figure.outputs[0].data["image/svg+xml"] == (tmp_path / "snippets/p/draw.dot.svg").read_text(encoding="utf-8")
    prose = cells[5][1]
    assert "ফল ৪২, আর `[[draw: 42]]` code-এ যেমন লেখা তেমন।" in prose  # claims as numbers; code untouched
    assert "**প্রশ্ন:** কত হলো?\n\n- ৪২\n- ৪১" in prose and "এক কম" not in prose  # reasons stay on the page
    assert "[পাতায় দেখুন](../../p/#quiz-p-q1)" in prose
    assert "**ধাপ ১ · প্রথম**\n\nযোগফল ৪২।\n\n- মান: ৪২" in prose and "**ধাপ ২ · দ্বিতীয়**" in prose
    assert prose.endswith("**→ উত্তর**\n\nআগে ভাবুন।")  # the admonition's body, dedented
    assert cells[6] == ("code", 'print("ভেতরে")')
    assert cells[7] == ("markdown", "তারপর মেলান।\n\nবাইরে।")
    assert "[[" not in "".join(src for kind, src in cells if kind == "markdown").replace("`[[draw: 42]]`", "")
    nbformat.validate(nb)


def test_the_downloaded_notebook_links_the_site_absolutely_or_keeps_only_the_words(tmp_path):
    """A relative link (``../../l/``) works on the notebook's page, not in a file opened outside the site: the
    download links the site's address (``site_url``), or, with none configured, keeps the link's words."""
    from pathshala_mkdocs.notebooks import download_root

    write_tree(tmp_path, {"snippets/p/draw.py": DRAW, "snippets/p/helper.py": "SIX = 6\n"})
    built = SiteBuild(tmp_path, accept=True).run({"p.md": PROSE_PAGE})
    assert not built.problems, built.problems
    assert download_root(None) is None and download_root("") is None
    site = download_root("https://example.org/pathshala")
    assert site == "https://example.org/pathshala/"

    absolute = notebook.build(built.pages["p.md"], "গদ্য", tmp_path, site_root=site)
    assert absolute.cells[1].source == "[আগের পর্ব](https://example.org/pathshala/l/#১--প্রথম-ভাগ)-এ যা দেখেছি।"
    assert "[পাতায় দেখুন](https://example.org/pathshala/p/#quiz-p-q1)" in absolute.cells[5].source

    words = notebook.build(built.pages["p.md"], "গদ্য", tmp_path, site_root=None)
    assert words.cells[1].source == "আগের পর্ব-এ যা দেখেছি।"
    assert "পাতায় দেখুন।" in words.cells[5].source  # the quiz's pointer, without a link
    markdown = "".join(c.source for c in words.cells if c.cell_type == "markdown")
    assert "](" not in markdown, markdown  # no link left that could break


def test_the_template_styles_are_split_off_whole_and_an_unclosed_one_is_left_in_place():
    from pathshala_mkdocs.notebooks import _split_styles

    head = '<meta a><style type="text/css">.a{}</style>x<STYLE>.b{}</Style >y<style>.c{'
    assert _split_styles(head) == ([".a{}", ".b{}"], "<meta a>xy<style>.c{")
    assert _split_styles("no styles") == ([], "no styles")
