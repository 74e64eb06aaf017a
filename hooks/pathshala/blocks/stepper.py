"""A stepper: a worked example one step at a time::

    ```stepper
    title: backward, ধাপে ধাপে
    steps:
      - title: loss
        body: "L = (y - t)²"
        grid: [[y, "0.7"], [t, "1.0"]]
      - title: ...
        body: ...
    ```

Without JavaScript every step shows, in order. ``body`` is Markdown; ``grid`` is optional rows of
``[label, value]``. Text may hold claims.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from markupsafe import Markup

from ..content import claims as claims_mod
from ..content.text import to_bengali_digits
from ..content.yamlblock import BlockError, Located
from ..problems import Problem
from .base import (
    Family,
    Kind,
    Notebook,
    Render,
    Scan,
    Widget,
    check_id,
    list_field,
    load_widget,
    one_line,
    reading_of_widget,
    text_field,
    widget_inputs,
)
from .syntax import Opening


@dataclass(frozen=True)
class Step:
    title: str
    body: str
    grid: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class StepperSpec(Widget):
    id: str  # the author's id, or a digest of the block's YAML (stable while the block is)
    title: str
    steps: tuple[Step, ...]

    @property
    def anchor(self) -> str:
        return f"stepper-{self.id}"


def _check(data: dict, located: Located) -> None:
    check_id(data, located)
    text_field(data, "title", located, ())
    steps = list_field(data, "steps", located, 2)
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or not set(step) <= {"title", "body", "grid"}:
            raise BlockError(located.line("steps", i), "each step is a mapping with title, body and optional grid")
        text_field(step, "title", located, ("steps", i))
        text_field(step, "body", located, ("steps", i))
        for j, row in enumerate(step.get("grid") or []):
            if not (isinstance(row, list) and len(row) == 2 and all(str(c).strip() for c in row)):
                raise BlockError(located.line("steps", i, "grid", j), "each grid row is [label, value]")


def parse(opening: Opening, scan: Scan) -> tuple[StepperSpec | None, list[Problem]]:
    located, claims, problems = load_widget(opening, scan, "stepper", {"title", "steps"}, {"id"}, _check)
    if located is None:
        return None, problems
    data = located.data
    ident = str(data.get("id") or hashlib.sha256(repr(data).encode()).hexdigest()[:8])
    steps = tuple(Step(str(s["title"]), str(s["body"]), tuple((str(a), str(b)) for a, b in s.get("grid") or []))
                  for s in data["steps"])
    spec = StepperSpec(kind="stepper", ref=scan.place(Family.WIDGET), line=opening.line, info=opening.info,
                       located=located, claims=claims, id=ident, title=str(data["title"]), steps=steps)
    scan.taken(Family.WIDGET)
    return spec, problems


def html(spec: StepperSpec, render: Render) -> Markup:
    return render.templates.render("blocks/stepper.html", stepper=spec, titles=render.titles,
                                   unchecked=render.unchecked)


def markdown(spec: StepperSpec, notebook: Notebook) -> list:
    """Every step, numbered, with its grid as a list."""
    out = ["", f"**{one_line(spec.title)}**", ""]
    for k, step in enumerate(spec.steps, start=1):
        out += [f"**ধাপ {to_bengali_digits(str(k))} · {one_line(step.title)}**", ""]
        out += [claims_mod.plain(line) for line in step.body.rstrip("\n").splitlines()] + [""]
        out += [f"- {one_line(label)}: {one_line(value)}" for label, value in step.grid]
        out.append("")
    return out


KIND = Kind(
    name="stepper", languages=("stepper",), family=Family.WIDGET, parse=parse, html=html, inputs=widget_inputs,
    markdown=markdown, reading=reading_of_widget,
    shown_fields=frozenset({("title",), ("steps", "*", "title"), ("steps", "*", "body"),
                            ("steps", "*", "grid", "*", "*")}),
)
