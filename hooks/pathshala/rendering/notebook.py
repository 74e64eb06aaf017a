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

from ..blocks import KINDS, Notebook
from ..content.lesson import front_matter
from ..model import PageModel
from . import notebook_prose


def build(page: PageModel, title: str, root: Path | None = None, site_root: str | None = None) -> nbformat.NotebookNode:
    """The notebook of one lesson page, outputs included (those the page shows), validated.

    ``site_root`` is the site's root as seen from the notebook's page (``../../``): links in the prose.
    """
    _, skip = front_matter(page.text)
    shown = {f.line: f for f in page.fences}  # predict blocks' snippets are no fences: their answer is the point
    runs = (page.shown(f) for f in shown.values())
    first = next((run for run in runs if run is not None and run.versions), None)
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
    notebook = Notebook(page, root, notebook_prose.page_link(page, site_root))
    for piece in notebook_prose.pieces(page, skip, set(shown), site_root, notebook):
        if piece.code is None:
            cells.append(nbformat.v4.new_markdown_cell(piece.markdown))
        else:  # the fence's kind writes its cells: modules it imports, its code with the output, its figures
            fence = shown[piece.code]
            cells += KINDS[fence.kind].markdown(fence, notebook)
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
