"""Each lesson as a Jupyter notebook: its prose as Markdown cells, its snippets as code cells, figures inline.

The code cells carry the outputs of the sealed runs the page shows: the
notebook is executed by the same runner, once, so the notebook can never
disagree with the page. (A test executes the downloaded notebook again with
nbclient in a real kernel and compares.) The JSON is deterministic: fixed
cell ids, sorted keys, no timestamps.
"""

from __future__ import annotations

from pathlib import Path

import nbformat

from . import notebook_prose
from .lesson import front_matter
from .model import PageModel

# A figure cell: the file the snippet wrote, shown in the notebook as it is (no re-encoding).
SHOW_FIGURE = """# ওপরের cell ছবিটি {name} ফাইলে লিখেছে; এখানে সেটি দেখাই
from IPython.display import display

with open("{name}", encoding="utf-8") as f:
    display({{"image/svg+xml": f.read()}}, raw=True)"""


def build(page: PageModel, title: str, root: Path | None = None, site_root: str | None = None) -> nbformat.NotebookNode:
    """The notebook of one lesson page, outputs included (those the page shows), validated.

    ``site_root`` is the site's root as seen from the notebook's page (``../../``): links in the prose.
    """
    _, skip = front_matter(page.text)
    shown = {f.line: f for f in page.shown_fences()}  # predict exercises are left out: their answer is the point
    first = next((f.shown for f in shown.values() if f.shown is not None and f.shown.versions), None)
    versions = ""
    if first is not None:
        v = first.versions
        versions = f" Python {v.get('python')}, torch {v.get('torch')}, numpy {v.get('numpy')}-এ চালানো।"
    cells = [
        nbformat.v4.new_markdown_cell(
            f"# {title}\n\nএই নোটবুক পাঠশালার পাতা থেকে তৈরি: পাতার লেখা আর তার প্রতিটি code, ক্রম অনুযায়ী। "
            "চালাতে লাগে শুধু Python, torch আর numpy: যে module-এর দরকার, তা `%%writefile` cell-এ সঙ্গেই আছে। "
            f"প্রতিটি output build-এর আসল run থেকে এসেছে।{versions}"
        )
    ]
    count = 0
    written: set[str] = set()
    for piece in notebook_prose.pieces(page, skip, set(shown), site_root):
        if piece.code is None:
            cells.append(nbformat.v4.new_markdown_cell(piece.markdown))
            continue
        fence = shown[piece.code]
        result = fence.shown
        for name, source in sorted((fence.modules(root) if root is not None else {}).items()):
            if name not in written:  # a module the snippet imports travels with the notebook
                written.add(name)
                cells.append(
                    nbformat.v4.new_code_cell(
                        f"%%writefile {name}.py\n" + source.decode("utf-8").rstrip("\n"),
                        metadata={"pathshala": {"module": f"{name}.py"}},
                    )
                )
        count += 1
        outputs = []
        if result is not None and result.output:
            outputs.append(nbformat.v4.new_output("stream", name="stdout", text=result.output))
        cells.append(
            nbformat.v4.new_code_cell(
                fence.code.rstrip("\n"), execution_count=count, outputs=outputs,
                metadata={"pathshala": {"recorded": fence.recorded}},
            )
        )
        for name in fence.figures:  # the figure the snippet wrote, shown inline as on the page
            count += 1
            figure = result.figures.get(name) if result is not None else None
            shown_svg = [nbformat.v4.new_output("display_data", data={"image/svg+xml": figure})] if figure else []
            cells.append(nbformat.v4.new_code_cell(
                SHOW_FIGURE.format(name=name), execution_count=count, outputs=shown_svg,
                metadata={"pathshala": {"figure": fence.recorded_figure(name)}},
            ))
    for i, cell in enumerate(cells, start=1):
        cell["id"] = f"cell-{i:03d}"
    nb = nbformat.v4.new_notebook(
        cells=cells,
        metadata={
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
    )
    nbformat.validate(nb)
    return nb


def dumps(nb: nbformat.NotebookNode) -> str:
    return nbformat.writes(nb) + "\n"
