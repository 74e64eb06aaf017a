"""Code a reader is shown (and downloads in a notebook) must run without the site's own package.

A page's code and the modules it carries in its notebook are meant to run in a
plain Python with torch and numpy; ``import pathshala`` works only inside this
repository's build (where the runner happens to find it), so the build refuses
it, naming the page line of the fence and the line of the import.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..content.pyimports import top_level_imports
from ..content.snippet_folder import module_files
from ..problems import Problem

if TYPE_CHECKING:
    from ..running.runs import RunSpec

SITE_PACKAGES = ("pathshala", "pathshala_mkdocs")


def site_imports(run: RunSpec, root: Path) -> list[Problem]:
    """One problem per import of the site's package in a recorded run's code (a reader runs it, or its
    notebook) or a module it carries."""
    job = run.job

    def own(n: int) -> str:
        return f"{job.display_path}:{job.first_line + n}"

    def in_module(path: Path) -> Callable[[int], str]:  # a sibling module or a shared helper of snippets/_shared
        shown = path.relative_to(root) if path.is_relative_to(root) else path
        return lambda n: f"{shown}:{n}"

    modules = module_files(job.code, job.folder) if job.folder else {}
    sources: list[tuple[Callable[[int], str], str]] = [(own, job.code)]
    sources += [(in_module(path), path.read_bytes().decode("utf-8", "replace")) for _, path in sorted(modules.items())]
    problems = []
    for at, code in sources:
        for name, line in top_level_imports(code):
            if name in SITE_PACKAGES:
                problems.append(run.problem(
                    f"{run.label}: {at(line)} imports {name}, the site's own package, which a reader "
                    "running the code (or its notebook) does not have. Put the helper in a module beside the "
                    "snippet (snippets/<lesson>/<name>.py) and import that instead."))  # the page, not its run
    return problems
