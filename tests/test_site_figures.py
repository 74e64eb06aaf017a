"""Figures in a whole build: inlined under the output, recorded, drift-checked, refused when unsafe."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pathshala.walls import svg as svg_checks

from .conftest import REPO, error_records

pytestmark = pytest.mark.site


GRAPH = """from line_plot import line_plot_svg

xs = [1, 2, 3, 4]
ys = [0.5, 0.25, 0.125, 0.0625]
with open("graph.svg", "w", encoding="utf-8") as f:
    f.write(line_plot_svg([("loss", xs, ys)], title="loss-এর পথ", desc="পরীক্ষা", xlabel="ধাপ", ylabel="loss"))
print("drawn")
"""


def page(*fences: tuple[str, str]) -> str:
    """A page whose fences (snippet name, figures option) start on line 5, 9, 13, …"""
    lines = ["# ছবি", "", "একটি অনুচ্ছেদ।", ""]
    for name, figures in fences:
        lines += [
            f'```python exec="on" source="above" result="text" figures="{figures}"',
            f'--8<-- "lesson/{name}.py"',
            "```",
            "",
        ]
    return "\n".join(lines)




def figure_modules() -> dict[str, str]:
    """The shared plot helpers, in the test site's own snippets/_shared as in the course's."""
    folder = REPO / "snippets" / "_shared"
    names = ("line_plot.py", "svg_draw.py")
    return {f"snippets/_shared/{n}": (folder / n).read_text(encoding="utf-8") for n in names}


def inlined_figures(html: str) -> list[str]:
    return re.findall(r'<figure class="ps-figure">(<svg\b.*?</svg>)\s*</figure>', html, re.S)


def test_a_figure_is_inlined_recorded_and_drift_checked(project):
    graph = {"snippets/lesson/graph.py": GRAPH, **figure_modules()}
    project.write({"docs/lesson.md": page(("graph", "graph.svg")), **graph})
    accepted = project.accept()
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "recorded snippets/lesson/graph.graph.svg (new" in accepted.stdout, accepted.stdout
    recorded = project.root / "snippets/lesson/graph.graph.svg"

    built = project.build()
    assert built.returncode == 0, (built.stdout + built.stderr)[-3000:]
    html = project.html("lesson")
    figures = inlined_figures(html)
    assert len(figures) == 1, html[-3000:]
    # The recording re-serialised from the allow-list, then by the page sanitizer (HTML5: <path></path>
    # for <path/>): the same XML, element for element, attribute for attribute, byte for byte in its text,
    # but for the width below which a phone scrolls it instead of shrinking its text (rendering/figure_size.py).
    assert re.search(r'style="min-width:\d+px;', figures[0]), figures[0][:300]
    shown = re.sub(r'min-width:\d+px;', "", figures[0], count=1)
    assert ET.canonicalize(shown) == ET.canonicalize(recorded.read_text(encoding="utf-8").strip())
    assert svg_checks.problems(figures[0]) == []
    root = ET.fromstring(figures[0])
    assert root.find("{http://www.w3.org/2000/svg}title").text == "loss-এর পথ"
    assert 'data-series="loss"' in figures[0]
    assert html.index("drawn") < html.index('<figure class="ps-figure">')  # under its output

    # Another series name: same printed output, same numbers, another figure -> the build stops.
    snippet = project.root / "snippets/lesson/graph.py"
    snippet.write_text(GRAPH.replace('("loss", xs, ys)', '("ভুল", xs, ys)'), encoding="utf-8")
    drifted = project.build()
    output = drifted.stdout + drifted.stderr
    assert drifted.returncode != 0, output[-3000:]
    records = error_records(output)
    assert len(records) == 1, records
    assert records[0].startswith(
        "docs/lesson.md:5: figure graph.svg of snippets/lesson/graph.py drifted from snippets/lesson/graph.graph.svg"
    ), records[0]
    assert re.search(r'(?m)^\s*\+.*data-series="ভুল"', records[0]), records[0]
    assert re.search(r'(?m)^\s*-.*data-series="loss"', records[0]), records[0]

    accepted = project.accept()
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "updated snippets/lesson/graph.graph.svg" in accepted.stdout, accepted.stdout
    assert 'data-series="ভুল"' in recorded.read_text(encoding="utf-8")
    rebuilt = project.build()
    assert rebuilt.returncode == 0, (rebuilt.stdout + rebuilt.stderr)[-3000:]
    (figure,) = inlined_figures(project.html("lesson"))
    assert 'data-series="ভুল"' in figure and 'data-series="loss"' not in figure  # the new legend's series


def test_a_missing_or_unsafe_figure_fails_the_build_naming_page_and_snippet(project):
    project.write(
        {
            "docs/lesson.md": page(("forgot", "graph.svg"), ("scripted", "plot.svg")),
            "snippets/lesson/forgot.py": 'print("no figure written")\n',
            "snippets/lesson/forgot.out": "no figure written\n",
            "snippets/lesson/scripted.py": (
                "svg = ('<svg xmlns=\"http://www.w3.org/2000/svg\"><title>t</title>'\n"
                "       '<script>alert(1)</script></svg>')\n"
                'open("plot.svg", "w").write(svg)\n'
                'print("written")\n'
            ),
            "snippets/lesson/scripted.out": "written\n",
        }
    )
    result = project.build()
    output = result.stdout + result.stderr
    assert result.returncode != 0, output[-3000:]
    records = error_records(output)
    assert any(
        r.startswith("docs/lesson.md:5: snippets/lesson/forgot.py did not write its figure graph.svg") for r in records
    ), records
    assert any(
        r.startswith("docs/lesson.md:9: figure plot.svg of snippets/lesson/scripted.py cannot be inlined")
        and "<script>" in r
        for r in records
    ), records
    assert not (project.root / "site" / "lesson" / "index.html").exists()
