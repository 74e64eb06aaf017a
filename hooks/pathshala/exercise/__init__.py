"""Checked exercises (issue 29): the ``exercise`` fence, its proof in the build, and its block in the page.

A block kind in one package: ``block`` validates the fence's fields, builds the runs
that prove its checks (``jobs``), judges them (``check``), renders it (``html``, from a
Jinja2 template) and writes it for a notebook (``markdown``); ``inputs`` is what its
rendered HTML depends on (its memo key). ``kind`` wraps those as the build's registry sees a kind of
block (``KIND``: ``blocks/__init__.py`` registers ``pathshala.exercise``). ``harness`` is the pure-Python file that runs
a reader's code against the tests, the same in the build and in the page.
"""

from .block import HARNESS, LANGUAGE, Exercise, check, check_fields, html, inputs, jobs, load, markdown


def __getattr__(name: str):
    """``KIND`` and ``ExerciseSpec`` on first use: ``kind`` reads ``pathshala.blocks``, whose registry imports
    this package (importing it here at once would make the two wait on each other)."""
    if name in ("KIND", "ExerciseSpec"):
        from . import kind

        return getattr(kind, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = ["HARNESS", "KIND", "LANGUAGE", "Exercise", "ExerciseSpec", "check", "check_fields", "html", "inputs",
           "jobs", "load", "markdown"]
