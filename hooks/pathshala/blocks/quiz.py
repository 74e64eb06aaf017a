"""A single-choice quiz, written as YAML in a ``quiz`` fence::

    ```quiz
    id: leaf-grad
    question: backward-এর পরে কার `.grad`-এ মান থাকে?
    options:
      - text: শুধু `w`
        correct: true
        why: ...
      - text: ...
        why: ...
    proof: {run: graph_inside, shows: "w.grad tensor([0.2100, 0.3150])"}
    ```

Exactly one option is correct, and every option carries its reason (``why``). ``proof`` names a
run on the same page whose output must show the text that proves the correct option: the build
checks it (``check``). Text fields are Markdown and may hold claims.
"""

from __future__ import annotations

from dataclasses import dataclass

from markupsafe import Markup

from ..content.yamlblock import BlockError, Located
from ..problems import Problem, Stage
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
class Option:
    text: str
    why: str
    correct: bool


@dataclass(frozen=True)
class Proof:
    run: str  # the name of an executed fence on the page
    shows: str  # text its output must hold


@dataclass(frozen=True)
class QuizSpec(Widget):
    id: str
    question: str
    options: tuple[Option, ...]
    proof: Proof | None

    @property
    def key(self) -> str:
        """The quiz's name across the site (``<lesson>-<id>``): the script keeps a reader's answer under it."""
        return f"{self.lesson}-{self.id}"

    @property
    def anchor(self) -> str:
        """Its HTML id, which the notebook links to."""
        return f"quiz-{self.key}"


def _check(data: dict, located: Located) -> None:
    check_id(data, located)
    text_field(data, "question", located, ())
    options = list_field(data, "options", located, 2)
    correct = 0
    for i, option in enumerate(options):
        if not isinstance(option, dict):
            raise BlockError(located.line("options", i), "each option is a mapping with text, why and correct")
        extra = set(option) - {"text", "why", "correct"}
        if extra:
            raise BlockError(located.line("options", i), f"unknown field {sorted(extra)[0]!r} in an option")
        text_field(option, "text", located, ("options", i))
        text_field(option, "why", located, ("options", i))  # every option carries its reason
        if not isinstance(option.get("correct", False), bool):
            raise BlockError(located.line("options", i, "correct"), "correct must be true or false")
        correct += option.get("correct", False)
    if correct != 1:
        raise BlockError(located.line("options"), f"a quiz has exactly one correct option, this one has {correct}")
    proof = data.get("proof")
    if proof is not None:
        if not isinstance(proof, dict) or set(proof) != {"run", "shows"}:
            raise BlockError(
                located.line("proof"), "proof is {run: <snippet on this page>, shows: <text in its output>}"
            )
        text_field(proof, "run", located, ("proof",))
        text_field(proof, "shows", located, ("proof",))


def parse(opening: Opening, scan: Scan) -> tuple[QuizSpec | None, list[Problem]]:
    located, claims, problems = load_widget(opening, scan, "quiz", {"id", "question", "options"}, {"proof"}, _check)
    if located is None:
        return None, problems
    data = located.data
    proof = data.get("proof")
    spec = QuizSpec(
        kind="quiz", ref=scan.place(Family.WIDGET), line=opening.line, info=opening.info, located=located,
        claims=claims, id=str(data["id"]), question=str(data["question"]),
        options=tuple(Option(str(o["text"]), str(o["why"]), bool(o.get("correct", False))) for o in data["options"]),
        proof=Proof(str(proof["run"]), str(proof["shows"])) if proof else None,
    )
    scan.taken(Family.WIDGET)
    return spec, problems


def check(spec: QuizSpec, page) -> list[Problem]:
    """The proof must be in the output (as the page shows it) of the run it names, on the same page."""
    if spec.proof is None:
        return []
    run = page.named(spec.proof.run)
    if run is None:
        return [spec.problem(f"quiz proof names {spec.proof.run!r}, which no executed fence on this page shows",
                             ("proof",), stage=Stage.CHECK)]
    shown = run.shown
    output = shown.output if shown is not None and shown.ok else None
    if output is not None and spec.proof.shows not in output:
        return [spec.problem(f"quiz {spec.data['id']!r}: the output of {run.spec.label} does not show "
                             f"{spec.proof.shows!r}, so it does not prove the correct option", ("proof",),
                             stage=Stage.CHECK)]
    return []


def html(spec: QuizSpec, render: Render) -> Markup:
    return render.templates.render("blocks/quiz.html", quiz=spec, titles=render.titles,
                                   unchecked=render.unchecked)


def markdown(spec: QuizSpec, notebook: Notebook) -> list:
    """The question and its options; checking the answer and every option's reason stay on the page."""
    options = [f"- {one_line(o.text)}" for o in spec.options]
    return ["", f"**প্রশ্ন:** {one_line(spec.question)}", "", *options, "",
            notebook.on_page(f"#{spec.anchor}", "উত্তর যাচাই আর প্রতিটি বিকল্পের কারণ"), ""]


KIND = Kind(
    name="quiz", languages=("quiz",), family=Family.WIDGET, parse=parse, check=check, html=html,
    inputs=widget_inputs, markdown=markdown, reading=reading_of_widget,
    shown_fields=frozenset({("question",), ("options", "*", "text"), ("options", "*", "why")}),
)
