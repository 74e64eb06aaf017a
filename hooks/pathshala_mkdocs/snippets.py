"""Adapter: run and check every snippet of the site before any page renders (the engine's site pass)."""

from __future__ import annotations

import logging
from pathlib import Path

from mkdocs.exceptions import Abort

from pathshala.model import SiteModel
from pathshala.site import SiteBuild

from . import live_errors

log = logging.getLogger("mkdocs.plugins.pathshala.snippets")


def site_pass(site_build: SiteBuild, pages: dict[str, str], live: bool = False,
              previous: SiteModel | None = None) -> SiteModel:
    """The build model of these pages: scanned, run and verified.

    ``live`` (under ``mkdocs serve``): problems are logged as always but do not stop
    the build; the pages show them (``live_errors``). ``previous`` (serve): the session's last model,
    whose unchanged pages are reused rather than checked again.
    """
    model = site_build.run(pages, previous)
    if model.sandbox:
        log.info(model.sandbox)  # which walls stood around the runs (and which are missing here)
    log.info(model.summary)
    for line in model.skipped:  # a run not made for a missing capability (needs=): the build goes on, saying so
        log.info(line)
    extra = live_errors.log_extra() if live else None
    for warning in model.warnings:  # strict mode counts them (not under serve): the build fails after rendering
        log.warning(str(warning), extra=extra)
    for problem in model.problems:
        log.error(str(problem), extra=extra)
    if model.problems and live:
        log.error(f"{len(model.problems)} snippet problem(s) above: shown in the browser until fixed", extra=extra)
    elif model.problems:
        raise Abort(f"{len(model.problems)} snippet problem(s) above: the build stops here")
    return model


def root_of(config) -> Path:
    return Path(config.config_file_path).parent
