"""Adapter: the lessons' navigation comes from course/roadmap.yml (``pathshala.content.course_nav``).

``config.nav`` is set to mkdocs.yml's own entries with the written lessons after the home page, before
MkDocs builds the navigation from it (``on_files`` runs first). The nav as mkdocs.yml gives it is kept
once per configuration object, so a rebuild that reuses the configuration derives it again from the
original, not from the one this module installed. A lesson line left in mkdocs.yml's nav stops the build
with the line to delete.
"""

from __future__ import annotations

import copy
import logging
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import Abort

from pathshala.content import course_nav

from . import parts
from .state import Build

log = logging.getLogger("mkdocs.plugins.pathshala.nav")
_CONFIGURED = "_pathshala_configured_nav"


def install(build: Build, config: MkDocsConfig) -> None:
    """Derive the nav from the roadmap and install it in ``config.nav``; a leftover lesson line stops the build."""
    if build.roadmap is None:
        return
    configured = _configured(config)
    text = ""
    if config.config_file_path:
        try:
            text = Path(config.config_file_path).read_text(encoding="utf-8")
        except OSError:
            text = ""
    derived, problems = course_nav.derive(copy.deepcopy(configured), build.roadmap, text, parts.nav_parts(build))
    for problem in problems:
        log.error(str(problem))
    if problems:
        raise Abort(f"{len(problems)} navigation problem(s) above (mkdocs.yml, course/roadmap.yml): the build "
                    "stops here")
    config.nav = derived


def _configured(config: MkDocsConfig):
    """mkdocs.yml's own nav, as it was before the first derivation on this configuration object."""
    kept = vars(config).get(_CONFIGURED, ...)
    if kept is ...:
        kept = copy.deepcopy(config.nav)
        vars(config)[_CONFIGURED] = kept
    return kept
