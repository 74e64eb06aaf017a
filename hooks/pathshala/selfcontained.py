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

from .problems import Problem
from .pyimports import top_level_imports

if TYPE_CHECKING:
    from .blocks import FenceSpec

SITE_PACKAGES = ("pathshala", "pathshala_mkdocs")


def site_imports(fence: FenceSpec, root: Path) -> list[Problem]:
    """One problem per import of the site's package in the fence's code or a module it carries."""
    own: Callable[[int], str] = ((lambda n: f"{fence.snippet}:{n}") if fence.snippet
                                 else (lambda n: f"docs/{fence.page}:{fence.line + n}"))

    def in_module(module: str) -> Callable[[int], str]:
        return lambda n: f"{fence.folder}/{module}.py:{n}"

    sources: list[tuple[Callable[[int], str], str]] = [(own, fence.code)]
    sources += [(in_module(name), data.decode("utf-8", "replace"))
                for name, data in sorted(fence.modules(root).items())]
    problems = []
    for at, code in sources:
        for name, line in top_level_imports(code):
            if name in SITE_PACKAGES:
                problems.append(fence.problem(
                    f"{fence.label}: {at(line)} imports {name}, the site's own package, which a reader "
                    "running the code (or its notebook) does not have. Put the helper in a module beside the "
                    "snippet (snippets/<lesson>/<name>.py) and import that instead."))  # the page, not its run
    return problems
