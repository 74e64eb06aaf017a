"""Each lesson as a Jupyter notebook: its headings as Markdown cells, its snippets as code cells.

The code cells carry the outputs of the sealed runs the page shows: the
notebook is executed by the same runner, once, so the notebook can never
disagree with the page. (A test executes the downloaded notebook again with
nbclient in a real kernel and compares.) The JSON is deterministic: fixed
cell ids, sorted keys, no timestamps.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat

from .fences import iter_blocks, prose_lines
from .lesson import front_matter
from .model import PageModel

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def build(page: PageModel, title: str, root: Path | None = None) -> nbformat.NotebookNode:
    """The notebook of one lesson page, outputs included (those the page shows), validated."""
    page_text = page.text
    _, skip = front_matter(page_text)
    shown = {f.line: (f, f.shown) for f in page.shown_fences()}
    events: list[tuple[int, str, object]] = []
    for number, line in prose_lines(page_text):
        m = _HEADING.match(line)
        if m and number > skip:
            events.append((number, "heading", line.strip()))
    for start, _, _, _ in iter_blocks(page_text):
        if start in shown:  # an executed fence (predict exercises are left out: their answer is the point)
            events.append((start, "code", shown[start]))
    first = next((r for _, r in shown.values() if r is not None and r.versions), None)
    versions = ""
    if first is not None:
        v = first.versions
        versions = f" Python {v.get('python')}, torch {v.get('torch')}, numpy {v.get('numpy')}-এ চালানো।"
    cells = [
        nbformat.v4.new_markdown_cell(
            f"# {title}\n\nএই নোটবুক পাঠশালার পাতা থেকে তৈরি: পাতার শিরোনামগুলো আর তার প্রতিটি code, "
            f"ক্রম অনুযায়ী। প্রতিটি output build-এর আসল run থেকে এসেছে।{versions}"
        )
    ]
    count = 0
    written: set[str] = set()
    for _, kind, item in sorted(events, key=lambda e: e[0]):
        if kind == "heading":
            if not str(item).startswith("# "):
                cells.append(nbformat.v4.new_markdown_cell(str(item)))
            continue
        fence, result = item
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
