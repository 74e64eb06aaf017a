"""The shared snippet helpers (snippets/_shared: svg_draw, line_plot, arraygrad), tested once.

Two halves. The helpers themselves, imported as a snippet imports them: what each function draws or
computes, with assertions a wrong helper fails. And how the engine carries them: a shared name resolves
to ``_shared`` before the lesson folder (``snippet_folder.module_files``), a lesson copy is refused
(``shadowing``), an imported helper is copied into the scratch folder and keys the run (an edit re-runs
exactly its importers), travels to in-page blocks, and ``_shared`` is no lesson (its runs record in the
page's folder; copies of the course take it whole). The notebook that carries the helpers and runs alone
is ``test_notebook.py``'s (it lists the shared modules each lesson's notebook must write).
"""

from __future__ import annotations

import math
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest

from pathshala.content.snippet_folder import (
    SHARED,
    copy_inputs,
    input_paths,
    module_files,
    recordings_folder,
    shadowing,
)
from pathshala.rendering import inpage
from pathshala.running import cache
from pathshala.running.runner import Job
from pathshala.running.settings import RunSettings
from pathshala.site import SiteBuild

REPO = Path(__file__).resolve().parent.parent
HELPERS = REPO / "snippets" / SHARED
sys.path.insert(0, str(HELPERS))  # as a snippet imports them

import arraygrad  # noqa: E402
import line_plot  # noqa: E402
import svg_draw  # noqa: E402

NS = {"s": "http://www.w3.org/2000/svg"}


# -- svg_draw ----------------------------------------------------------------------------------------

def test_svg_draw_formats_numbers_one_way_and_in_bengali():
    assert [svg_draw.fmt(v) for v in (1.0, 2.5, -0.001, 3.14159, 0.0, 10.0)] == ["1", "2.5", "0", "3.14", "0", "10"]
    assert svg_draw.bn_digits("-10.25") == "−১০.২৫"
    assert svg_draw.esc('<a & "b">') == "&lt;a &amp; &quot;b&quot;&gt;"


def test_svg_draw_text_width_skips_vowel_signs_and_widens_bold():
    # A vowel sign (Mn) and a joiner add nothing; a spacing vowel sign (Mc) half a letter.
    assert svg_draw.text_width("ক", 10) == pytest.approx(6.8)
    assert svg_draw.text_width("কি", 10) == svg_draw.text_width("ক\u09bf", 10) == pytest.approx(6.8 + 3.4)
    assert svg_draw.text_width("কু", 10) == pytest.approx(6.8)  # ু is Mn
    assert svg_draw.text_width("ab", 10, bold=True) == pytest.approx(svg_draw.text_width("ab", 10) * 1.07)


def test_svg_draw_ids_come_from_the_content_without_its_numbers():
    def doc(value: str, title: str = "t") -> str:
        return svg_draw.document(100, 50, [svg_draw.text_el(1, 2, value, size=12)], title=title, desc="d",
                                 kind="plot", defs=[svg_draw.arrow_marker("fwd", svg_draw.BLUE)])

    ids = re.compile(r'id="(ps-plot-[0-9a-f]{10})-')
    first = doc("0.30000000000000004")
    assert "@@uid@@" not in first and len(set(ids.findall(first))) == 1
    assert ids.findall(doc("0.3"))[0] == ids.findall(first)[0]  # a value that moved keeps its ids
    assert ids.findall(doc("x", title="other"))[0] != ids.findall(doc("x"))[0]  # another figure: other ids
    root = ET.fromstring(first)
    assert root.get("role") == "img" and root.find("s:title", NS).text == "t"
    assert root.get("aria-labelledby") == " ".join(f"{ids.findall(first)[0]}-{p}" for p in ("title", "desc"))
    assert root.find("s:defs/s:marker", NS).get("id").endswith("-fwd")


# -- line_plot ---------------------------------------------------------------------------------------

def plot(series, **options) -> ET.Element:
    return ET.fromstring(line_plot.line_plot_svg(series, title="t", desc="d.", xlabel="x", ylabel="y", **options))


def test_line_plot_styles_draw_lines_markers_or_both():
    root = plot([("both", [0, 1, 2], [1, 2, 3]), ("line", [0, 1, 2], [2, 3, 1], "line"),
                 ("dots", [0, 1, 2], [3, 1, 2], "markers")])
    groups = {g.get("data-series"): g for g in root.iter("{http://www.w3.org/2000/svg}g")}
    assert [len(groups[k].findall("s:polyline", NS)) for k in ("both", "line", "dots")] == [1, 1, 0]
    marked = [[c for c in groups[k] if c.get("data-x") is not None] for k in ("both", "line", "dots")]
    assert [len(m) for m in marked] == [3, 0, 3]
    with pytest.raises(ValueError, match="style 'dashed' is not one of"):
        plot([("bad", [0, 1], [1, 2], "dashed")])
    with pytest.raises(ValueError, match="2 x values but 3 y values"):
        plot([("bad", [0, 1], [1, 2, 3])])


def test_line_plot_keeps_six_digits_of_each_marker_and_breaks_at_what_it_cannot_draw():
    root = plot([("s", [1, 2, 3, 4, 5], [1 / 3, 2.0, math.inf, 1e-300 * 0, 4.0])], logy=True)
    (group,) = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("data-series") == "s"]
    assert [m.get("data-y") for m in group if m.get("data-y")] == ["0.333333", "2", "4"]  # not 0.3333333333333333
    assert len(group.findall("s:polyline", NS)) == 2  # inf and 0 (on a log axis) break the line


def test_line_plot_ticks_do_not_turn_on_a_last_bit():
    """0.1 * 3 is 0.30000000000000004: the step is still 0.05 and the top tick 0.3, as for 0.3."""
    ticks = [t.text for t in plot([("s", [0, 1], [0.0, 0.1 * 3])]).iter("{http://www.w3.org/2000/svg}text")
             if t.get("text-anchor") == "end"]
    assert ticks == ["০", "০.০৫", "০.১০", "০.১৫", "০.২০", "০.২৫", "০.৩০"]
    log_ticks = plot([("s", [1, 2], [1e-8, 1e-2])], logy=True)
    sup = [t.find("s:tspan", NS).text for t in log_ticks.iter("{http://www.w3.org/2000/svg}text")
           if t.find("s:tspan", NS) is not None]
    assert sup == ["−৮", "−৭", "−৬", "−৫", "−৪", "−৩", "−২"]


def test_line_plot_legend_sits_on_whole_pixels_and_the_description_names_the_lowest_point():
    root = plot([("ক", [0, 1, 2], [0.5, 0.25, 1.0]), ("খগ", [0, 1, 2], [3.0, 2.0, 1e-5])])
    keys = [float(p.get("cx") or float(p.get("x")) + 3.3) for p in root.iter() if p.get("class") == "ps-plot-key"]
    assert len(keys) == 2 and all(k - 15 == int(k - 15) for k in keys)
    assert root.find("s:desc", NS).text == ("d. ক: সবচেয়ে ছোট মান ০.২৫, x = ১-এ; "
                                            "খগ: সবচেয়ে ছোট মান ১ × ১০^−৫, x = ২-এ।")
    assert plot([("ক", [0, 1], [2, 1])], lowest=False).find("s:desc", NS).text == "d."


def test_write_line_plot_rounds_as_the_table_prints_and_writes_the_file(tmp_path):
    path = tmp_path / "p.svg"
    line_plot.write_line_plot(str(path), [("s", [0, 1], [0.123456, 0.98765], "markers")], digits=2,
                              title="t", desc="d", xlabel="x", ylabel="y")
    root = ET.fromstring(path.read_text(encoding="utf-8"))
    assert [m.get("data-y") for m in root.iter() if m.get("data-y")] == ["0.12", "0.99"]
    assert root.find("s:g/s:polyline", NS) is None  # the style survived the rounding


# -- arraygrad ---------------------------------------------------------------------------------------

def numeric_grad(f, x: np.ndarray, h: float = 1e-6) -> np.ndarray:
    g = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        up, down = x.copy(), x.copy()
        up[i] += h
        down[i] -= h
        g[i] = (f(up) - f(down)) / (2 * h)
    return g


def test_arraygrad_gradients_match_finite_differences_through_broadcasting_and_reuse():
    rng = np.random.default_rng(0)
    x0, w0, b0 = rng.normal(size=(4, 3)), rng.normal(size=(3, 2)), rng.normal(size=(2,))

    def loss(x, w, b):
        z = (x @ w + b).sigmoid()
        return (z * z - z * 0.5).sum()  # z used three times: users must add up

    x, w, b = arraygrad.T(x0), arraygrad.T(w0), arraygrad.T(b0)
    out = loss(x, w, b)
    arraygrad.backward(out)

    def value(xv, wv, bv):
        return loss(arraygrad.T(xv), arraygrad.T(wv), arraygrad.T(bv)).data.item()

    np.testing.assert_allclose(w.grad, numeric_grad(lambda v: value(x0, v, b0), w0), rtol=1e-5, atol=1e-8)
    np.testing.assert_allclose(b.grad, numeric_grad(lambda v: value(x0, w0, v), b0), rtol=1e-5, atol=1e-8)
    np.testing.assert_allclose(x.grad, numeric_grad(lambda v: value(v, w0, b0), x0), rtol=1e-5, atol=1e-8)
    assert b.grad.shape == (2,)


def test_arraygrad_unbroadcast_sums_the_axes_broadcasting_added():
    g = np.arange(12.0).reshape(4, 3)
    assert arraygrad.unbroadcast(g, (3,)).tolist() == [18.0, 22.0, 26.0]
    assert arraygrad.unbroadcast(g, (1, 3)).tolist() == [[18.0, 22.0, 26.0]]
    assert arraygrad.unbroadcast(g, (4, 1)).tolist() == [[3.0], [12.0], [21.0], [30.0]]
    a, c = arraygrad.T(np.ones((2, 1))), arraygrad.T(np.ones((1, 3)))
    s = a - c  # __sub__ through __neg__, both sides broadcast
    arraygrad.backward(s.sum())
    assert a.grad.tolist() == [[3.0], [3.0]] and c.grad.tolist() == [[-2.0, -2.0, -2.0]]


# -- how the engine resolves, copies, keys and carries them ------------------------------------------

def lesson_tree(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = root / "snippets" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / "snippets"


SHARED_FILES = {
    "_shared/draw.py": "WIDTH = 3\n",
    "_shared/plotter.py": "from draw import WIDTH\n\ndef plot():\n    return WIDTH * 2\n",
    "_shared/unused.py": "print('never imported')\n",
}


def test_a_shared_name_resolves_to_shared_and_transitively(tmp_path):
    top = lesson_tree(tmp_path, {**SHARED_FILES, "01-a/figs.py": "import plotter\n", "01-a/data.py": "X = 1\n"})
    found = module_files("import figs\nimport data\nimport json\n", top / "01-a")
    assert found == {"figs": top / "01-a/figs.py", "data": top / "01-a/data.py",
                     "plotter": top / "_shared/plotter.py", "draw": top / "_shared/draw.py"}
    # the notebook and the page carry them by content (fence.modules, inpage.modules_for)
    assert set(inpage.modules_for("import figs\n", top / "01-a")) == {"figs.py", "plotter.py", "draw.py"}


def test_a_shared_helper_that_links_outside_snippets_is_never_read(tmp_path):
    top = lesson_tree(tmp_path, {"01-a/s.py": "import secret\n"})
    (tmp_path / "secret.py").write_text("TOKEN = 1\n")
    (top / SHARED).mkdir()
    (top / SHARED / "secret.py").symlink_to(tmp_path / "secret.py")
    assert module_files("import secret\n", top / "01-a") == {}


def test_the_scratch_folder_gets_the_imported_helpers_flat_and_nothing_else(tmp_path):
    top = lesson_tree(tmp_path, {**SHARED_FILES, "01-a/data.csv": "1,2\n"})
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    copy_inputs(top / "01-a", "from plotter import plot\n", scratch)
    assert sorted(p.name for p in scratch.iterdir()) == ["data.csv", "draw.py", "plotter.py"]
    assert (scratch / "draw.py").read_text() == "WIDTH = 3\n"
    # a page that runs a helper itself (lesson 05 shows _shared/arraygrad.py): only what it imports
    assert set(input_paths(top / SHARED, "import draw\n", top)) == {"draw.py"}


def test_an_edit_of_a_shared_helper_reruns_exactly_the_snippets_that_import_it(tmp_path):
    top = lesson_tree(tmp_path, {**SHARED_FILES, "01-a/figs.py": "import plotter\n"})
    versions = {"python": "3.11", "torch": "2", "numpy": "2"}
    codes = {"through": "import figs\n", "direct": "import draw\n", "none": "print(1)\n"}  # via lesson and shared
    jobs = {name: Job(code=code, display_path=f"snippets/01-a/{name}.py", folder=top / "01-a", script_name=f"{name}.py")
            for name, code in codes.items()}

    def keys() -> dict[str, str]:
        return {name: cache.cache_key(job, RunSettings(), versions) for name, job in jobs.items()}

    before = keys()
    (top / "_shared/draw.py").write_text("WIDTH = 4\n")
    after = keys()
    assert [n for n in jobs if before[n] != after[n]] == ["through", "direct"]
    (top / "_shared/unused.py").write_text("print('edited')\n")
    assert keys() == after  # a helper nothing imports is no input


def test_a_page_is_rendered_again_when_a_shared_helper_its_fences_import_changes(tmp_path):
    """Serve and the page memo reuse a page whose inputs are unchanged: a shared helper is one of them."""
    lesson_tree(tmp_path, {**SHARED_FILES, "a/main.py": "import plotter\n", "b/main.py": "print(1)\n"})
    fence = '```python exec="on" result="text"\n--8<-- "{}/main.py"\n```\n'
    pages = {"a.md": "# A\n\n" + fence.format("a"), "b.md": "# B\n\n" + fence.format("b")}

    def inputs() -> dict[str, tuple]:
        return {page: model.inputs for page, model in SiteBuild(tmp_path).scan(pages).pages.items()}

    before = inputs()
    (tmp_path / "snippets/_shared/draw.py").write_text("WIDTH = 5\n")
    after = inputs()
    assert before["a.md"] != after["a.md"] and before["b.md"] == after["b.md"]


def test_a_run_imports_the_shared_helper_from_its_scratch_folder(runner, tmp_path):
    top = lesson_tree(tmp_path, {**SHARED_FILES, "01-a/figs.py": "import plotter\nVALUE = plotter.plot()\n"})
    code = "import figs, draw, os\nprint(figs.VALUE, os.path.dirname(draw.__file__) == os.getcwd())\n"
    result = runner.run(Job(code=code, display_path="snippets/01-a/main.py", folder=top / "01-a",
                            script_name="main.py"))
    assert (result.ok, result.output) == (True, "6 True\n"), result.output


def test_a_lesson_copy_of_a_shared_helper_is_refused_naming_the_line(tmp_path):
    top = lesson_tree(tmp_path, {**SHARED_FILES, "01-a/draw.py": "WIDTH = 99\n"})
    why = shadowing("import json\nfrom draw import WIDTH\n", top / "01-a")
    assert why.startswith("line 2 imports draw: snippets/01-a/draw.py has the name of the shared helper "
                          "snippets/_shared/draw.py"), why
    assert shadowing("print(1)\n", top / "01-a").startswith("snippets/01-a/draw.py has the name")  # imported or not
    (top / "01-a/draw.py").unlink()
    (top / "01-a/draw").mkdir()  # a package of the name shadows as well
    assert "snippets/01-a/draw has the name" in shadowing("import draw\n", top / "01-a")
    (top / "01-a/draw").rmdir()
    assert shadowing("import draw\n", top / "01-a") == ""
    assert shadowing("import draw\n", top / SHARED) == ""  # the helpers' own folder


def test_shared_is_no_lesson_its_runs_record_in_the_page_folder():
    assert recordings_folder("_shared/arraygrad.py", "05-home-made-autograd.md") == "05-home-made-autograd"
    assert recordings_folder("06-first-network/orders.py", "06-first-network.md") == "06-first-network"
    assert not list(HELPERS.glob("*.out")) and not list(HELPERS.glob("*.svg"))


def test_an_in_page_block_names_the_shared_file_a_helper_refuses_from(tmp_path):
    top = lesson_tree(tmp_path, {"_shared/heavy.py": "import torch\n"})
    (top / "01-a").mkdir()
    core = inpage.Core(tmp_path, (), 0, frozenset({"json"}))
    why = inpage.refusal("python", "snippets/01-a/s.py", "import heavy\n", top / "01-a", core)
    assert why.startswith(f"{top / SHARED}/heavy.py (it travels with the block) imports torch on line 1"), why


@pytest.mark.site
def test_a_site_refuses_a_lesson_copy_and_records_a_shown_helper_in_the_page_folder(project):
    project.write({
        "snippets/_shared/draw.py": "def show(x):\n    print('drawn', x)\n",
        "snippets/lesson/uses.py": "from draw import show\nshow(1)\n",
        "snippets/lesson/draw.py": "def show(x):\n    print('copy', x)\n",
        "docs/lesson.md": "# L\n\n```python exec=\"on\" source=\"above\" result=\"text\"\n"
                          "--8<-- \"lesson/uses.py\"\n```\n\n"
                          "```python exec=\"on\" source=\"above\" result=\"text\"\n--8<-- \"_shared/draw.py\"\n```\n",
    })
    accepted = project.accept()
    assert accepted.returncode != 0
    said = accepted.stdout + accepted.stderr
    assert ("docs/lesson.md:3: snippets/lesson/uses.py is not run: line 1 imports draw: snippets/lesson/draw.py "
            "has the name of the shared helper snippets/_shared/draw.py") in said, said[-3000:]

    (project.root / "snippets/lesson/draw.py").unlink()
    accepted = project.accept()
    assert accepted.returncode == 0, (accepted.stdout + accepted.stderr)[-3000:]
    assert (project.root / "snippets/lesson/uses.out").read_text() == "drawn 1\n"
    assert (project.root / "snippets/lesson/draw.out").read_text() == ""  # the helper shown, run, recorded here
    assert sorted(p.name for p in (project.root / "snippets/_shared").iterdir()) == ["draw.py"]
    built = project.build()
    assert built.returncode == 0, (built.stdout + built.stderr)[-3000:]
    assert "drawn 1" in project.html("lesson")


def test_a_copy_of_the_course_takes_shared_whole_and_never_as_a_lesson(tmp_path):
    """The scale bench's synthetic course enumerates lessons by their pages: `_shared` is copied once, beside
    the lessons, and each copied lesson's snippets import the helpers from there."""
    from bench.synthetic_course import make_course, real_lessons

    dest = tmp_path / "course"
    counts = make_course(dest, len(real_lessons()) + 1)
    assert "_shared" not in " ".join(counts["copies"]) and not list(dest.glob("docs/*_shared*"))
    source = Path(__file__).resolve().parent.parent / "snippets" / SHARED
    assert sorted(p.name for p in (dest / "snippets" / SHARED).glob("*.py")) == sorted(
        p.name for p in source.glob("*.py")) and "svg_draw.py" in {p.name for p in source.glob("*.py")}
    (copy,) = counts["copies"]
    folder = dest / "snippets" / copy[:-3]
    imported = {n: p for f in folder.glob("*.py") for n, p in module_files(f.read_text(encoding="utf-8"),
                                                                          folder).items()}
    assert {p.parent for p in imported.values()} == {folder, dest / "snippets" / SHARED}  # 01's plot.py, line_plot
