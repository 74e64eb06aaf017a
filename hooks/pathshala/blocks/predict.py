"""Predict the output: a snippet's code, a box for the reader's guess, then its real output::

    ```predict
    snippet: 08-autograd-internals/none_grad.py
    prompt: এই কোড কী ছাপবে?
    ```

The snippet is run and checked like any executed fence (its recording, its claims) but is not
shown as one: the page shows its code and hides the output of this build's run until the reader
asks. The notebook leaves it out (the answer is the point) and links to the page.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from markupsafe import Markup

from .. import grants, invisible
from ..problems import Problem
from ..snippet_folder import FolderError, read_snippet
from ..yamlblock import BlockError, Located
from . import fence as fence_kind
from .base import Family, Kind, Notebook, Reading, Render, Scan, Widget, load_widget, text_field, widget_inputs
from .fence import FenceSpec
from .syntax import Opening


@dataclass(frozen=True)
class PredictSpec(Widget):
    snippet: str  # under snippets/, as written
    prompt: str
    exercise: FenceSpec  # the run it shows after the guess

    @property
    def fence(self) -> FenceSpec:
        return self.exercise


def _check(data: dict, located: Located) -> None:
    snippet = text_field(data, "snippet", located, ())
    if not snippet.endswith(".py"):
        raise BlockError(located.line("snippet"), "snippet is a path under snippets/, like lesson/name.py")
    text_field(data, "prompt", located, ())
    if "rounding" in data and data["rounding"] != "nearest":
        raise BlockError(located.line("rounding"), (
            f'rounding: {data["rounding"]!r}: the one value is "nearest", as on an executed fence (the snippet\'s '
            "point is exact IEEE round-to-nearest arithmetic); without it the sweep runs it under every direction"))


def parse(opening: Opening, scan: Scan) -> tuple[PredictSpec | None, list[Problem]]:
    located, claims, problems = load_widget(opening, scan, "predict", {"snippet", "prompt"}, {"rounding"}, _check)
    if located is None:
        return None, problems
    rel = str(located.data["snippet"])
    try:
        code = read_snippet(scan.root, rel)
    except FolderError as err:
        return None, [*problems, scan.problem(located.line("snippet"), f"predict block: {err}")]
    ref = scan.place(Family.WIDGET)
    run = fence_kind.exercise(ref.inside("snippet"), opening.line, rel, code, scan.page)
    if located.data.get("rounding") == "nearest":  # as a fence's rounding="nearest": the sweep's directions skip it
        # It weakens a check as the fence option does, so it needs the same grant (grants.toml, keyed by the code).
        granted = grants.load(scan.root)
        missing = granted.missing(code, {"rounding": "nearest"})
        if missing:
            return None, [*problems, scan.problem(located.line("rounding"), grants.problem_text(
                f"predict block's {rel}", code, missing, f"docs/{scan.page}: {rel}", granted.error))]
        run = replace(run, options=replace(run.options, rounding="nearest"))
    spec = PredictSpec(kind="predict", ref=ref, line=opening.line, info=opening.info, located=located, claims=claims,
                       snippet=rel, prompt=str(located.data["prompt"]),
                       exercise=run)
    scan.taken(Family.WIDGET)
    return spec, problems


def html(spec: PredictSpec, render: Render) -> Markup:
    output = render.page.shown(spec.exercise)
    if output is None:
        from .. import PathshalaError

        raise PathshalaError(f"no run was recorded for the prediction of snippets/{spec.snippet}")
    return render.templates.render("blocks/predict.html", predict=spec, code=spec.exercise.code,
                                   output=invisible.visible(output.output), titles=render.titles)


def inputs(spec: PredictSpec, render: Render) -> dict:
    """A widget's inputs, and the code and output of its run."""
    shown = render.page.shown(spec.exercise)
    return {**widget_inputs(spec, render), "code": spec.exercise.code, "output": shown.output if shown else None}


def markdown(spec: PredictSpec, notebook: Notebook) -> list:
    """Left out of the notebook, with a link: its answer is the point."""
    return ["", notebook.on_page("", "এখানে পাতায় একটি অনুশীলন আছে: code দেখে output আন্দাজ করুন, তারপর মিলিয়ে নিন"), ""]


def reading(spec: PredictSpec) -> Reading:
    """A widget whose code the reader reads and whose output the page shows."""
    lines = fence_kind.code_lines(spec.exercise.code)
    return Reading(code_lines=lines, runs=1, widgets=1, files=((fence_kind.shown_as(spec.exercise), lines),))


KIND = Kind(name="predict", languages=("predict",), family=Family.WIDGET, parse=parse, html=html, inputs=inputs,
            markdown=markdown, reading=reading, shown_fields=frozenset({("prompt",)}))
