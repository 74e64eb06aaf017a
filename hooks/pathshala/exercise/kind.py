"""The exercise as a kind of block (``blocks.KINDS``): the registry's parts wrapped around ``block``.

``block`` parses, loads, proves and renders an exercise by itself (its tests use it so); this
module is what the build sees: a widget spec (``ExerciseSpec``, read by ``load_widget`` like any
widget's), ``runs`` (one sealed run per file, planned and cached by the site pass as every kind's runs),
``check`` (those runs judged), ``html`` (its own template), ``markdown`` for the notebook, and its
reading time (a widget, as every block a reader works through, and the code it shows: ``reading``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from markupsafe import Markup

from ..blocks.base import Family, Kind, Notebook, Reading, Ref, Render, Scan, Widget, load_widget
from ..blocks.fence import code_lines
from ..blocks.syntax import Opening
from ..problems import Problem, Stage
from ..running.runs import RunSpec
from . import block


@dataclass(frozen=True)
class ExerciseSpec(Widget):
    exercise: block.Exercise  # its fields and its folder's files


def parse(opening: Opening, scan: Scan) -> tuple[ExerciseSpec | None, list[Problem]]:
    """The block's YAML read as every widget's (``load_widget``: fields, lines, id, claims), its fields checked
    (``block.check_fields``), its folder's files read (``block.load``)."""
    located, claims, problems = load_widget(opening, scan, block.LANGUAGE, block.REQUIRED, block.OPTIONAL,
                                            block.check_fields)
    if located is None:
        return None, problems
    ex, bad = block.load(scan.page, opening.line, located, scan.root)
    if ex is None:
        return None, problems + bad
    spec = ExerciseSpec(kind=block.LANGUAGE, ref=scan.place(Family.WIDGET), line=opening.line, info=opening.info,
                        located=located, claims=claims, exercise=ex)
    scan.taken(Family.WIDGET)
    return spec, problems + bad  # bad: a missing Pyodide, which keeps the exercise (block.load)


def runs(spec: ExerciseSpec, root: Path) -> dict[str, RunSpec]:
    """One sealed run per file it proves (``block.jobs``), by the file's name: nothing recorded, no exit status
    required, since ``check`` judges each run by the verdict the harness reports."""
    return {name: RunSpec(job, f"{spec.exercise.folder}/{name}", spec.page, spec.line, returncode=None)
            for name, job in block.jobs(spec.exercise).items()}


def proofs(specs: list[ExerciseSpec], root) -> tuple[dict, str]:
    """Every exercise file of the build proved again in the page's Pyodide, in one Node process
    (``pyodide_proof``): {ref: {"pyodide:<file>": (key, run)}}, and the sandbox's missing wall ('' none)."""
    from . import pyodide_proof

    book = pyodide_proof.memo(root)
    files: list[pyodide_proof.File] = []
    where: dict[Ref, dict[str, str]] = {}  # a block's place -> its proved file's run name -> the run's key
    for spec in specs:
        ex = spec.exercise
        tests = ex.sources["tests.py"]
        for name in block.proved_files(ex):
            key = book.key(ex.sources[name], tests)
            files.append(pyodide_proof.File(key, ex.sources[name], tests))
            where.setdefault(spec.ref, {})[pyodide_proof.PREFIX + name] = key
    runs, note = pyodide_proof.prove(files, root)
    return {ref: {name: (key, runs[key]) for name, key in names.items() if key in runs}
            for ref, names in where.items()}, note


def folders(spec: ExerciseSpec) -> tuple[str, ...]:
    return (spec.exercise.folder,)


def check(spec: ExerciseSpec, page) -> list[Problem]:
    """The proof (``block.check``) on the runs the site pass made of ``runs`` and ``proofs``."""
    runs = page.runs_of(spec)
    from .pyodide_proof import PREFIX

    proved = block.proved_files(spec.exercise)
    wanted = [*proved, *(PREFIX + name for name in proved)]
    missing = sorted(set(wanted) - {name for name, run in runs.items() if run is not None})
    if missing:  # never a silent pass: a proof the site pass did not run is no proof
        return [spec.problem(f"exercise {spec.exercise.id!r}: the build did not run its proof for "
                             f"{', '.join(missing)}", stage=Stage.CHECK)]
    return block.check(spec.exercise, runs)


def html(spec: ExerciseSpec, render: Render) -> Markup:
    return Markup(block.html(spec.exercise, render.titles, render.templates))


def inputs(spec: ExerciseSpec, render: Render) -> dict:
    """What ``html`` reads: the exercise's fields and files, and the labels its claims name."""
    return {"kind": spec.kind, "exercise": block.inputs(spec.exercise), "titles": render.titles}


SHOWN = ("skeleton.py", "answer.py")  # the code a reader reads: the editor's start and the model answer


def reading(spec: ExerciseSpec) -> Reading:
    """A widget (1 minute) whose skeleton and model answer are code a reader reads, line by line.

    The tests are not counted: they sit folded, and a reader meets them as the check's messages
    (Bengali prose the harness writes), not as code to read; the 8 minutes an exercise gets in its
    section (``gate.reading_time``) are for writing and running the answer.
    """
    files = tuple((f"{spec.exercise.folder}/{name}", code_lines(spec.exercise.sources.get(name, "")))
                  for name in SHOWN)
    return Reading(code_lines=sum(n for _, n in files), widgets=1, files=files)


def markdown(spec: ExerciseSpec, notebook: Notebook) -> list:
    return block.markdown(spec.exercise, notebook.link)


KIND = Kind(name=block.LANGUAGE, languages=(block.LANGUAGE,), family=Family.WIDGET, parse=parse, html=html,
            inputs=inputs, markdown=markdown, reading=reading, check=check, runs=runs, folders=folders,
            proofs=proofs)
