"""MkDocs adapter: before any page renders, run and check every snippet of the site.

One concern: call the engine's site pass on ``on_files`` and turn its
problems into build errors. Every problem is logged, then the build aborts.

``PATHSHALA_EXEC=stock`` or ``off`` skips the pass (markdown-exec runs the code
in-process, or nothing runs): the benchmark's baselines, never a real build.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from mkdocs.exceptions import Abort

from pathshala import render
from pathshala.site import SiteBuild

log = logging.getLogger("mkdocs.plugins.pathshala.snippets")
_builds: dict[Path, SiteBuild] = {}


def on_files(files, config):
    mode = os.environ.get("PATHSHALA_EXEC", "sealed")
    if mode != "sealed":
        render.use(None, mode)
        if mode == "stock":  # let in-process code import its sibling modules, as `python name.py` can
            root = Path(config.config_file_path).parent
            sys.path[:0] = [str(d) for d in sorted((root / "snippets").iterdir()) if d.is_dir()]
        log.info("PATHSHALA_EXEC=%s: snippets are not run by the sealed runner nor checked", mode)
        return files
    root = Path(config.config_file_path).parent
    build = _builds.setdefault(root, SiteBuild(root))  # one per root: the fork server outlives rebuilds
    pages = {f.src_uri: f.content_string for f in files.documentation_pages()}
    report = build.run(pages)
    render.use(report)
    log.info(report.summary)
    for warning in report.warnings:  # strict mode counts them: the build fails after rendering
        log.warning(str(warning))
    for problem in report.problems:
        log.error(str(problem))
    if report.problems:
        raise Abort(f"{len(report.problems)} snippet problem(s) above: the build stops here")
    return files


def on_page_markdown(markdown, page, config, files):
    render.set_page(page.file.src_uri)  # fences and widgets of this page render from its runs
    return markdown
