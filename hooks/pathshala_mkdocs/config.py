"""Adapter: the plugin's typed configuration (the ``pathshala`` entry of ``plugins:`` in mkdocs.yml), as
Material's plugins declare theirs, and the one ``Project`` it makes for the engine.

The engine owns what the options are and what each may hold (``pathshala.project.OPTIONS``,
``option_problems``, ``Project.of``); this class declares the same names with their types for MkDocs, and
``PathshalaPlugin.load_config`` turns each problem into a configuration error: an unknown or misspelt
option (MkDocs alone would only warn) names the nearest one, a value of the wrong type says so, a folder the
build refuses says why. ``tests/test_project.py`` checks that this class and ``OPTIONS`` agree.

    plugins:
      - pathshala:
          overrides: overrides/pathshala   # the project's own templates (project.py)
"""

from __future__ import annotations

import os
from pathlib import Path

from mkdocs.config import base
from mkdocs.config import config_options as c

from pathshala.project import OPTIONS, Project, ProjectError, option_problems


class PathshalaConfig(base.Config):
    overrides = c.Type(str, default=OPTIONS["overrides"])


def problems(options: dict) -> list[tuple[str, str]]:
    """The engine's word on the options as mkdocs.yml wrote them (before MkDocs fills the defaults in)."""
    return option_problems(options)


def project_of(config, plugin_config: PathshalaConfig, root: Path) -> Project:
    """The build's project: the plugin's options and MkDocs' ``docs_dir``, as plain values for the engine."""
    docs_dir = os.path.relpath(config.docs_dir, root) if config.docs_dir else "docs"
    try:
        return Project.of(root, {name: plugin_config[name] for name in OPTIONS}, docs_dir=docs_dir,
                          where=Path(config.config_file_path).name if config.config_file_path else "mkdocs.yml")
    except ProjectError as err:
        from mkdocs.exceptions import PluginError

        raise PluginError(str(err)) from None
