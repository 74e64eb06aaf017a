"""Adapter: the self-hosted Pyodide core, added to the site under assets/pyodide/ when a page runs code in it
(an in-page block, or an exercise's check).

The files come from the npm package in node_modules (package.json pins it;
``make setup`` installs it). They are added as files of the build, so
``mkdocs build`` copies them and ``mkdocs serve`` serves them; no page links
them, and inpage.js fetches them only when a reader presses "পাতায় চালান". A
site with no in-page block does not need the package and gets none of it.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.exceptions import Abort
from mkdocs.structure.files import File, Files

from pathshala import PathshalaError
from pathshala.rendering import inpage

from .state import Build


def files(build: Build, files: Files, config, root: Path) -> None:
    users = [fence.where for fence in build.model.fences() if fence.options.inpage]
    users += [w.where for page in build.model.pages.values() for w in page.widgets if w.kind == "exercise"]
    if not users:
        return
    try:
        core = inpage.load_core(root)
    except PathshalaError as err:  # the site pass reports this per block too; say it once, plainly
        raise Abort(f"{err} (needed by {users[0]} and {len(users) - 1} more in-page block(s))") from err
    for path in core.files:
        files.append(File.generated(config, f"{inpage.SITE_DIR}/{path.name}", abs_src_path=str(path)))
