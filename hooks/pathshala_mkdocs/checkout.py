"""Adapter: a build of a checkout with a link or a committed build output stops before it writes anything.

``on_config`` is the first moment a plugin has, and it comes before MkDocs empties the site folder.
It also checks that mkdocs.yml went through ``pathshala.content.config_check`` before MkDocs loaded it
(``python -m pathshala_mkdocs``, which ``make build`` and ``make serve`` use); a build started
otherwise has had the file loaded unchecked, so it is checked now, and refused if the check fails.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from mkdocs.exceptions import PluginError

from pathshala.content import config_check, tracked

log = logging.getLogger("mkdocs.plugins.pathshala.checkout")


def on_config(config, root: Path) -> None:
    try:
        tracked.check(root, Path(config.site_dir))
    except tracked.RefusedCheckout as err:
        raise PluginError(str(err)) from None
    path = Path(config.config_file_path)
    if os.environ.get(config_check.CHECKED_ENV) == config_check.digest(path):
        return
    found = config_check.problems(path)
    if found:
        raise PluginError(
            "mkdocs.yml holds what the build refuses, and MkDocs has already loaded it because this build was "
            "not started through `python -m pathshala_mkdocs` (make build, make serve): never run `mkdocs` "
            "itself on a checkout you have not reviewed (SECURITY.md).\n  " + "\n  ".join(found))
    log.info("mkdocs.yml was loaded before Pathshala's check (start builds with make build or make serve); "
             "checked now: no refused tag")
