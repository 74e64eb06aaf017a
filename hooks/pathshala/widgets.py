"""Lesson widgets written as YAML in fences: quiz, order, stepper, predict.

````
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
````

``order`` lists ``items`` in the correct order (the page shows them shuffled);
``stepper`` has ``title`` and ``steps`` (``title``, ``body``, optional ``grid`` of
``[label, value]`` rows); ``predict`` names a ``snippet`` file, run and checked
like any other, whose real output is shown after the reader's guess. Text
fields are Markdown and may hold claims. This module parses and validates;
``widget_html`` renders.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from . import claims as claims_mod
from .fences import REF, Fence, iter_blocks, page_lesson, parse_info
from .problems import Problem, Stage
from .snippet_folder import FolderError, read_snippet
from .yamlblock import BlockError, Located, load

LANGUAGES = ("quiz", "order", "stepper", "predict")
_ID = re.compile(r"^[A-Za-z0-9][\w-]*$")
_KEYS = {
    "quiz": ({"id", "question", "options"}, {"proof"}),
    "order": ({"id", "question", "items"}, set()),
    "stepper": ({"title", "steps"}, {"id"}),
    "predict": ({"snippet", "prompt"}, set()),
}


@dataclass
class Widget:
    kind: str
    page: str
    line: int
    data: dict
    located: Located
    claims: list[claims_mod.Claim] = field(default_factory=list)
    fence: Fence | None = None  # predict: the snippet it runs
    info: str = ""  # the opening line's info string, as written
    ref: str = ""  # its place in the build model: "<page>@<n>", n counting this page's widgets

    @property
    def where(self) -> str:
        return f"docs/{self.page}:{self.line}"


def parse(kind: str, text: str, body_first_line: int) -> Located:
    """Parse and validate one block; BlockError names the page line at fault."""
    located = load(text, body_first_line)
    data = located.data
    if not isinstance(data, dict):
        raise BlockError(body_first_line, f"a {kind} block is a YAML mapping of its fields")
    required, optional = _KEYS[kind]
    for key in sorted(set(data) - required - optional):
        raise BlockError(located.line(key), f"unknown field {key!r} in a {kind} block")
    for key in sorted(required - set(data)):
        raise BlockError(body_first_line, f"a {kind} block needs {key!r}")
    _CHECKS[kind](data, located)
    return located


def _text(data: dict, key, located: Located, path: tuple) -> str:
    value = data.get(key)
    if not isinstance(value, str | int | float) or isinstance(value, bool) or not str(value).strip():
        raise BlockError(located.line(*path, key), f"{'.'.join(map(str, (*path, key)))} must be non-empty text")
    return str(value)


def _list(data: dict, key, located: Located, minimum: int) -> list:
    value = data.get(key)
    if not isinstance(value, list) or len(value) < minimum:
        raise BlockError(located.line(key), f"{key} must be a list of at least {minimum}")
    return value


def _check_id(data: dict, located: Located) -> None:
    if "id" in data and not _ID.match(str(data["id"])):
        raise BlockError(located.line("id"), "id must be letters, digits, - and _")


def _check_quiz(data: dict, located: Located) -> None:
    _check_id(data, located)
    _text(data, "question", located, ())
    options = _list(data, "options", located, 2)
    correct = 0
    for i, option in enumerate(options):
        if not isinstance(option, dict):
            raise BlockError(located.line("options", i), "each option is a mapping with text, why and correct")
        extra = set(option) - {"text", "why", "correct"}
        if extra:
            raise BlockError(located.line("options", i), f"unknown field {sorted(extra)[0]!r} in an option")
        _text(option, "text", located, ("options", i))
        _text(option, "why", located, ("options", i))  # every option carries its reason
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
        _text(proof, "run", located, ("proof",))
        _text(proof, "shows", located, ("proof",))


def _check_order(data: dict, located: Located) -> None:
    _check_id(data, located)
    _text(data, "question", located, ())
    items = _list(data, "items", located, 3)
    for i, _ in enumerate(items):
        _text(dict(enumerate(items)), i, located, ("items",))
    if len({str(x).strip() for x in items}) != len(items):
        raise BlockError(located.line("items"), "two items of an ordering question are the same")


def _check_stepper(data: dict, located: Located) -> None:
    _check_id(data, located)
    _text(data, "title", located, ())
    steps = _list(data, "steps", located, 2)
    for i, step in enumerate(steps):
        if not isinstance(step, dict) or not set(step) <= {"title", "body", "grid"}:
            raise BlockError(located.line("steps", i), "each step is a mapping with title, body and optional grid")
        _text(step, "title", located, ("steps", i))
        _text(step, "body", located, ("steps", i))
        for j, row in enumerate(step.get("grid") or []):
            if not (isinstance(row, list) and len(row) == 2 and all(str(c).strip() for c in row)):
                raise BlockError(located.line("steps", i, "grid", j), "each grid row is [label, value]")


def _check_predict(data: dict, located: Located) -> None:
    snippet = _text(data, "snippet", located, ())
    if not snippet.endswith(".py"):
        raise BlockError(located.line("snippet"), "snippet is a path under snippets/, like lesson/name.py")
    _text(data, "prompt", located, ())


_CHECKS = {"quiz": _check_quiz, "order": _check_order, "stepper": _check_stepper, "predict": _check_predict}


def strings(data, path=()):
    """Every text value of a block with its path (for claims)."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from strings(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from strings(value, (*path, i))
    elif isinstance(data, str):
        yield path, data


def scan_page(page: str, text: str, root: Path) -> tuple[list[Widget], list[Problem]]:
    """Every widget block of a page, validated, with the claims its text makes."""
    widgets, problems = [], []
    seen_ids: dict[str, int] = {}
    for line, _, info, body in iter_blocks(text):
        kind = info.strip().split(" ")[0].lstrip(".{")
        if kind not in LANGUAGES:
            continue
        extra = sorted(set(parse_info(info)[1]) - {REF})
        if extra:
            problems.append(Problem.on_page(page, line, f"a {kind} block takes no options on its first line "
                                                           f"(found {extra[0]}=): its fields are YAML inside"))
            continue
        try:
            located = parse(kind, "\n".join(body), line + 1)
        except BlockError as err:
            problems.append(Problem.on_page(page, err.line, f"{kind} block: {err}"))
            continue
        widget = Widget(kind, page, line, located.data, located, info=info, ref=f"{page}@{len(widgets)}")
        key = f"{kind}:{located.data.get('id', '')}"
        if "id" in located.data and key in seen_ids:
            problems.append(Problem.on_page(page, widget.line,
                                            f"two {kind} blocks on this page have id {located.data['id']!r}"))
            continue
        seen_ids[key] = line
        for path, value in strings(located.data):  # code spans skipped, as widget_html renders them
            found, bad = claims_mod.in_text(page, located.line(*path), value)
            widget.claims += found
            problems += bad
        if kind == "predict":
            rel = located.data["snippet"]
            try:
                code = read_snippet(root, rel)
            except FolderError as err:
                problems.append(Problem.on_page(page, located.line('snippet'), f"predict block: {err}"))
                continue
            widget.fence = Fence(
                page=page, line=line, code=code, snippet=f"snippets/{rel}",
                name=Path(rel).stem, lesson=str(Path(rel).parent or page_lesson(page)), exercise=True,
                ref=f"{widget.ref}/snippet",
            )
        widgets.append(widget)
    return widgets, problems


def check_proofs(widgets: list[Widget], outputs: dict[str, tuple[Fence, str | None]]) -> list[Problem]:
    """A quiz's proof must be in the output of the run it names (``outputs``: name -> (fence, output))."""
    problems = []
    for widget in widgets:
        proof = widget.data.get("proof") if widget.kind == "quiz" else None
        if not proof:
            continue
        line = widget.located.line("proof")
        if proof["run"] not in outputs:
            message = f"quiz proof names {proof['run']!r}, which no executed fence on this page shows"
            problems.append(Problem.on_page(widget.page, line, message, stage=Stage.CHECK))
            continue
        fence, output = outputs[proof["run"]]
        if output is not None and str(proof["shows"]) not in output:
            problems.append(
                Problem.on_page(widget.page, line,
                    f"quiz {widget.data['id']!r}: the output of {fence.label} does not show "
                    f"{proof['shows']!r}, so it does not prove the correct option", stage=Stage.CHECK,
                )
            )
    return problems
