"""Checked exercises (issue 29): the ``exercise`` fence, its proof in the build, and its block in the page.

A block kind in one package: ``block`` parses and validates the fence, builds the runs
that prove its checks (``jobs``), judges them (``check``), renders it (``html``, from a
Jinja2 template) and writes it for a notebook (``markdown``); ``inputs`` is what its
rendered HTML depends on (its memo key). ``harness`` is the pure-Python file that runs
a reader's code against the tests, the same in the build and in the page.
"""

from .block import (
    HARNESS,
    LANGUAGE,
    Exercise,
    check,
    html,
    inputs,
    jobs,
    load,
    markdown,
    parse,
)

__all__ = ["HARNESS", "LANGUAGE", "Exercise", "check", "html", "inputs", "jobs", "load", "markdown", "parse"]
