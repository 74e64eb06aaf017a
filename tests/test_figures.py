"""Figures drawn from a run's own numbers: the line plots of the shared helper ``line_plot.py``.

The helper is a plain module of snippets/_shared (it travels with each notebook that imports it), imported
here as a snippet imports it. The sealed runs below draw with it from a snippet of the test's own, in a folder
of its own with the helper beside it, as the build copies a shared helper into a run's scratch folder.
"""

from __future__ import annotations

import itertools
import math
import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from pathshala.running.runner import Job
from pathshala.walls import svg as svg_checks

REPO = Path(__file__).resolve().parent.parent
HELPERS = REPO / "snippets" / "_shared"
sys.path.insert(0, str(HELPERS))  # as the snippets import them

from line_plot import line_plot_svg  # noqa: E402

NS = {"s": "http://www.w3.org/2000/svg"}
BN_DIGITS = set("০১২৩৪৫৬৭৮৯")

# A U-shaped error against a step ε, as a finite difference's: a formula's part that falls with ε² and a
# rounding part that grows as 1/ε, each series with its own floor. Exact formulas: no rounding noise.
FD_SNIPPET = """
from line_plot import line_plot_svg

eps = [10.0 ** -k for k in range(1, 13)]
series = {"float64": 1e-16, "float32": 6e-8}
print("   ধাপ ε   float64-এর ভুল   float32-এর ভুল")
errors = {name: [e * e / 6 + floor / e for e in eps] for name, floor in series.items()}
for i, e in enumerate(eps):
    print(f"   {e:.0e}         {errors['float64'][i]:.2e}         {errors['float32'][i]:.2e}")
for name, values in errors.items():
    best = min(range(len(eps)), key=values.__getitem__)
    print(f"{name}: ভুলের সীমা সবচেয়ে নিচে ধাপ ε = {eps[best]:.0e}-এ, ")
with open("fd_error.svg", "w", encoding="utf-8") as f:
    f.write(line_plot_svg([(name, eps, values) for name, values in errors.items()], title="ভুল", desc="ধাপ আর ভুল",
                          xlabel="ধাপ ε", ylabel="ভুল", logx=True, logy=True))
"""


def texts(el: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in el.iter(f"{{{NS['s']}}}text")]


# --- plots ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def plot_folder(tmp_path_factory) -> Path:
    """A snippet folder of the test's own, the plot helpers copied beside the snippet."""
    folder = tmp_path_factory.mktemp("plots") / "fd"
    folder.mkdir()
    for name in ("line_plot.py", "svg_draw.py"):
        shutil.copy(HELPERS / name, folder / name)
    (folder / "fd_steps.py").write_text(FD_SNIPPET, encoding="utf-8")
    return folder


def fd_job(folder: Path) -> Job:
    return Job(code=FD_SNIPPET, display_path="snippets/fd/fd_steps.py", folder=folder, script_name="fd_steps.py",
               figures=("fd_error.svg",))


@pytest.fixture(scope="module")
def fd_run(runner, plot_folder):
    """The snippet run sealed, as the build runs it."""
    result = runner.run(fd_job(plot_folder))
    assert result.ok, result.output
    return result


def table(output: str) -> tuple[list[float], dict[str, list[tuple[bool, float]]]]:
    """ε and each series' cells: (is a bound, value). A cell may print a bound the value stays under ("< 3e-10"),
    rounded up to one digit, as a lesson prints where rounding dominates; elsewhere the value itself."""
    rows = re.findall(r"(?m)^\s*(\d\.?\d*e[-+]\d+)\s+(< )?(\S+)\s+(< )?(\S+)$", output)
    eps = [float(r[0]) for r in rows]
    return eps, {"float64": [(bool(r[1]), float(r[2])) for r in rows],
                 "float32": [(bool(r[3]), float(r[4])) for r in rows]}


def plotted(text: str, series: str) -> list[float]:
    """The values a series draws, as its markers carry them (data-y)."""
    root = ET.fromstring(text)
    group = next(g for g in root.iter(f"{{{NS['s']}}}g") if g.get("data-series") == series)
    return [float(e.get("data-y")) for e in group.iter() if e.get("data-y") is not None]


def polyline(text: str, series: str) -> list[tuple[float, float]]:
    root = ET.fromstring(text)
    group = next(g for g in root.iter(f"{{{NS['s']}}}g") if g.get("data-series") == series)
    lines = list(group.iter(f"{{{NS['s']}}}polyline"))
    assert len(lines) == 1
    return [tuple(float(v) for v in pt.split(",")) for pt in lines[0].get("points").split()]


def test_fd_plot_is_deterministic_and_safe(fd_run, runner, plot_folder):
    text = fd_run.figures["fd_error.svg"]
    assert svg_checks.problems(text) == []
    again = runner.run(fd_job(plot_folder))
    assert again.figures["fd_error.svg"] == text
    assert again.output == fd_run.output


def test_fd_plot_follows_the_printed_numbers(fd_run):
    eps, cells = table(fd_run.output)
    assert len(eps) == 12 and eps[0] == 1e-1 and eps[-1] == 1e-12
    text = fd_run.figures["fd_error.svg"]
    for series, printed_cells in cells.items():
        values = plotted(text, series)
        assert len(values) == len(eps)
        # each printed cell is the drawn value: measured to its digits, or a bound above it rounded up to one digit
        for (bound, printed), value in zip(printed_cells, values, strict=True):
            assert value <= printed <= 2 * value if bound else printed == pytest.approx(value, rel=0.01)
        points = polyline(text, series)
        assert len(points) == len(eps)
        # x: evenly spaced in log ε, larger ε further right
        xs = [x for x, _ in points]
        steps = [b - a for a, b in itertools.pairwise(xs)]
        assert all(s < 0 for s in steps) and max(steps) - min(steps) < 0.05
        # y: the lowest point of the drawn curve is the smallest value, and the printed summary names its ε
        lowest = max(range(len(points)), key=lambda i: points[i][1])
        assert lowest == min(range(len(values)), key=values.__getitem__)
        summary = re.search(rf"(?m)^{series}: ভুলের সীমা সবচেয়ে নিচে ধাপ ε = (\S+)-এ, ", fd_run.output)
        assert float(summary[1]) == eps[lowest]
        # and heights follow log(value): compare two points' vertical distance with the data
        i, j, k = 0, lowest, len(values) - 1
        ratio = (points[j][1] - points[i][1]) / (math.log10(values[i]) - math.log10(values[j]))
        assert (points[j][1] - points[k][1]) / (math.log10(values[k]) - math.log10(values[j])) == pytest.approx(
            ratio, rel=0.03
        )


def test_plot_has_bengali_tick_labels_and_legend(fd_run):
    root = ET.fromstring(fd_run.figures["fd_error.svg"])
    labels = ["".join(t.itertext()) for t in root.iter(f"{{{NS['s']}}}text")]
    ticks = [t for t in labels if t.startswith("১০")]
    assert "১০−১২" in ticks and "১০−১" in ticks  # ১০ with the exponent −১২ raised in a <tspan>
    assert not any(ch.isascii() and ch.isdigit() for t in ticks for ch in t)
    assert "float64" in labels and "float32" in labels and "ধাপ ε" in labels


def test_linear_plot_and_bad_input():
    text = line_plot_svg([("ক", [0, 1, 2], [0.5, 1.5, 1.0])], title="t", desc="d", xlabel="x", ylabel="y")
    assert svg_checks.problems(text) == []
    assert text == line_plot_svg([("ক", [0, 1, 2], [0.5, 1.5, 1.0])], title="t", desc="d", xlabel="x", ylabel="y")
    labels = ["".join(t.itertext()) for t in ET.fromstring(text).iter(f"{{{NS['s']}}}text")]
    assert "০.৫" in labels and "১.৫" in labels
    assert any(set(t) & BN_DIGITS for t in labels)
    with pytest.raises(ValueError, match="3 x values but 2 y values"):
        line_plot_svg([("ক", [1, 2, 3], [1, 2])], title="t", desc="d", xlabel="x", ylabel="y")
    # a point a log axis cannot show breaks the line instead of breaking the plot
    broken = line_plot_svg(
        [("ক", [1, 10, 100, 1000], [1.0, 0.0, 2.0, 3.0])], title="t", desc="d", xlabel="x", ylabel="y",
        logx=True, logy=True,
    )
    assert broken.count("<polyline") == 2
