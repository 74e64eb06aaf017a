"""Adapter: the course's roadmap and glossary, read and checked by the engine (``SiteBuild.read_course``).

What the engine found is logged one problem a line, exactly as ``python -m pathshala check`` prints it;
a problem stops the build, a warning (a lesson page the roadmap does not list) fails a strict build once
the pages are rendered, and ``mkdocs serve`` goes on.
"""

from __future__ import annotations

import logging

from mkdocs.exceptions import Abort
from mkdocs.structure.files import Files

from pathshala.project import GLOSSARY, ROADMAP
from pathshala.site import SiteBuild

from .state import Build

log = logging.getLogger("mkdocs.plugins.pathshala.course")


def files(build: Build, files: Files, site_build: SiteBuild) -> None:
    pages = {f.src_uri for f in files.documentation_pages()}
    data = site_build.read_course(pages)
    if data.facts_read:
        log.info("glossary: read %d library fact(s) from the installed libraries", data.facts_read)
    if not data.has_glossary:
        log.info("no %s: pages get no tooltips and lessons no শব্দকোষ section", GLOSSARY)
    for problem in data.problems:
        log.error(str(problem))
    if data.problems:
        raise Abort(f"{len(data.problems)} course data problem(s) above ({ROADMAP}, {GLOSSARY}): "
                    "the build stops here")
    for warning in data.warnings:
        log.warning(str(warning))  # a strict build fails; `mkdocs serve` goes on
    build.roadmap, build.glossary = data.roadmap, data.glossary
