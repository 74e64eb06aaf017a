"""Figures drawn from real objects: lesson 08's autograd graph (autograd_figure.py) and line plots (line_plot.py).

autograd_figure.py is a plain module of the lesson's snippet folder, line_plot.py and svg_draw.py the shared
helpers of snippets/_shared (all travel with the notebook), imported here as a snippet imports them.
"""

from __future__ import annotations

import itertools
import math
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import torch

from pathshala import svg as svg_checks
from pathshala.runner import Job

REPO = Path(__file__).resolve().parent.parent
LESSON = REPO / "snippets" / "08-autograd-internals"
SHARED = REPO / "snippets" / "_shared"
sys.path[:0] = [str(SHARED), str(LESSON)]  # as the snippets import them: shared helpers first, then the lesson's

from autograd_figure import FREED, autograd_svg  # noqa: E402
from line_plot import line_plot_svg  # noqa: E402

NS = {"s": "http://www.w3.org/2000/svg"}
BN_DIGITS = set("০১২৩৪৫৬৭৮৯")

# The section-১ neuron, as a snippet and as a function; `variant` changes the computation.
NEURON = """
import torch
from autograd_figure import autograd_svg

w = torch.tensor([0.5, -1.0], requires_grad=True)
x = torch.tensor([2.0, 3.0])
m = w * x
z = m.sum()
y = torch.sigmoid(z)
with open("graph.svg", "w", encoding="utf-8") as f:
    f.write(autograd_svg(y, {"w": w, "x": x, "w·x": m, "z": z, "y": y}, title="গ্রাফ", desc="বর্ণনা"))
print("ok")
"""


def neuron(variant: str = "", backward: bool = False) -> str:
    w = torch.tensor([0.5, -1.0], requires_grad=True)
    x = torch.tensor([2.0, 3.0])
    m = w * x
    z = m.sum()
    if variant == "times3":
        z = z * 3
    y = torch.tanh(z) if variant == "tanh" else torch.sigmoid(z)
    if backward:
        z.retain_grad()
        y.backward()
    return autograd_svg(y, {"w": w, "x": x, "w·x": m, "z": z, "y": y}, title="গ্রাফ", desc="বর্ণনা")


def texts(el: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in el.iter(f"{{{NS['s']}}}text")]


def nodes(svg_text: str) -> dict[str, list[list[str]]]:
    """Node class name -> the text lines of each box of that class (bottom of the graph last)."""
    root = ET.fromstring(svg_text)
    found: dict[str, list[list[str]]] = {}
    for g in root.iter(f"{{{NS['s']}}}g"):
        if g.get("class") == "ps-ag-node":
            found.setdefault(g.get("data-node"), []).append(texts(g))
    return found


def tensors(svg_text: str) -> dict[str, list[str]]:
    root = ET.fromstring(svg_text)
    return {
        g.get("data-name"): texts(g) for g in root.iter(f"{{{NS['s']}}}g") if g.get("class") == "ps-ag-tensor"
    }


# --- the autograd graph -------------------------------------------------------------------


def test_graph_is_byte_identical_across_calls():
    assert neuron() == neuron()


def test_graph_is_byte_identical_across_sealed_runs_and_in_process(runner):
    job = Job(code=NEURON, display_path="snippets/08-autograd-internals/graph.py", folder=LESSON,
              script_name="graph.py", figures=("graph.svg",))
    first, second = runner.run(job), runner.run(job)
    assert first.ok and second.ok, first.output + second.output
    assert first.figures["graph.svg"] == second.figures["graph.svg"]
    assert first.figures["graph.svg"] == neuron()  # not even the process it runs in shows


def test_graph_is_safe_to_inline_and_accessible():
    text = neuron()
    assert svg_checks.problems(text) == []
    root = ET.fromstring(text)
    assert root.get("role") == "img"
    assert root.get("viewBox") and root.get("height") is None  # scales; no fixed height
    labelled = root.get("aria-labelledby").split()
    ids = {el.get("id"): el for el in root.iter() if el.get("id")}
    assert [ids[i].tag.split("}")[1] for i in labelled] == ["title", "desc"]
    assert ids[labelled[0]].text == "গ্রাফ"
    desc = ids[labelled[1]].text
    assert desc.startswith("বর্ণনা") and "SigmoidBackward0 → SumBackward0 → MulBackward0 → AccumulateGrad (w)" in desc
    assert not re.search(r"0x[0-9a-f]{6,}", text), "a memory address leaked into the figure"
    assert "var(--md-default-fg-color" in text and "var(--md-code-hl-keyword-color" in text


def test_graph_shows_the_real_nodes_and_what_each_saved():
    found = nodes(neuron())
    assert sorted(found) == ["AccumulateGrad", "MulBackward0", "SigmoidBackward0", "SumBackward0"]
    mul = found["MulBackward0"][0]
    assert "_saved_other = [2, 3] (= x)" in mul
    assert "_saved_self = None" in mul  # w was not saved: nobody asked for x's gradient
    assert not any("0.5" in line for line in mul)
    assert found["SumBackward0"][0][1:] == ["_saved_self_sym_sizes = (2,)"]
    y = torch.sigmoid(torch.tensor(-2.0)).item()
    assert found["SigmoidBackward0"][0][1:] == [f"_saved_result = {y:.4f} (= y)"]
    assert found["AccumulateGrad"][0] == ["AccumulateGrad", "variable = w"]

    shown = tensors(neuron())
    assert list(shown) == ["w", "x", "w·x", "z", "y"]  # forward order, top to bottom
    assert shown["w"] == ["w", "leaf", "[0.5, -1]", "আকার (2,) · requires_grad=True"]
    assert shown["x"] == ["x", "leaf", "[2, 3]", "আকার (2,) · requires_grad=False"]
    assert shown["y"][:3] == ["y", "non-leaf", "0.1192"]


def test_graph_draws_arrows_both_ways():
    root = ET.fromstring(neuron())
    paths = [p.get("class") for p in root.iter(f"{{{NS['s']}}}path")]
    # forward: w→w·x, x→w·x (x is known to the graph only because MulBackward0 saved it), w·x→z, z→y
    assert paths.count("ps-ag-fwd") == 4
    # backward: Sigmoid→Sum→Mul→AccumulateGrad
    assert paths.count("ps-ag-bwd") == 3


@pytest.mark.parametrize(
    ("variant", "appears", "gone"),
    [("times3", "_saved_other = 3", None), ("tanh", "TanhBackward0", "SigmoidBackward0")],
)
def test_graph_changes_with_the_computation(variant, appears, gone):
    before, after = neuron(), neuron(variant)
    assert before != after
    assert appears in after and appears not in before
    if gone:
        assert gone in before and gone not in after
    if variant == "times3":
        assert len(nodes(after)["MulBackward0"]) == 2
        # the unnamed z*3 is drawn as a tensor without a name, next to its real node
        assert "(নাম নেই)" in tensors(after)


def test_graph_after_backward_shows_freed_values_and_grads():
    found = nodes(neuron(backward=True))
    assert f"_saved_result = {FREED}" in found["SigmoidBackward0"][0]
    assert f"_saved_other = {FREED}" in found["MulBackward0"][0]
    assert "_saved_self = None" in found["MulBackward0"][0]  # never saved is not the same as freed
    assert "_saved_self_sym_sizes = (2,)" in found["SumBackward0"][0]  # sizes are not freed
    shown = tensors(neuron(backward=True))
    assert "grad = [0.21, 0.315]" in shown["w"]
    assert "grad = 0.105" in shown["z"]  # retain_grad() was called
    assert not any(line.startswith("grad") for line in shown["x"] + shown["y"])


def test_graph_refuses_what_is_not_a_tensor():
    with pytest.raises(TypeError, match="tensors\\['w'\\]"):
        autograd_svg(torch.ones(1), {"w": [1.0]}, title="t", desc="d")


# --- plots ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def fd_run(runner):
    """The real fd_steps snippet, run sealed like the build runs it."""
    path = LESSON / "fd_steps.py"
    job = Job(
        code=path.read_text(encoding="utf-8"),
        display_path="snippets/08-autograd-internals/fd_steps.py",
        folder=LESSON,
        script_name=path.name,
        figures=("fd_error.svg",),
    )
    result = runner.run(job)
    assert result.ok, result.output
    return result


def table(output: str) -> tuple[list[float], dict[str, list[tuple[bool, float]]]]:
    """ε and each series' cells: (is a bound, value). Where rounding dominates, fd_steps prints only the bound the error
    stays under ("< 3e-10"), rounded up to one digit; elsewhere the error it measured."""
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


def test_fd_plot_is_deterministic_and_safe(fd_run, runner):
    text = fd_run.figures["fd_error.svg"]
    assert svg_checks.problems(text) == []
    again = runner.run(
        Job(
            code=(LESSON / "fd_steps.py").read_text(encoding="utf-8"),
            display_path="snippets/08-autograd-internals/fd_steps.py",
            folder=LESSON,
            script_name="fd_steps.py",
            figures=("fd_error.svg",),
        )
    )
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
