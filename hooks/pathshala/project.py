"""The project: where its pages, snippets, course data, template overrides and caches are, and its one
template set. Every module asks a ``Project`` (or the names here) for a path; none spells one itself.

A build's owner makes one ``Project`` from plain values: the MkDocs plugin from its typed configuration
(``pathshala_mkdocs/config.py``: the ``pathshala`` entry of ``plugins:`` in mkdocs.yml, and MkDocs'
own ``docs_dir``), ``python -m pathshala`` from the same lines of mkdocs.yml (``options_in``), so a check
from the command line reads the project exactly as a build does.

What a project may set (``OPTIONS``, each a string):

- ``overrides``: the folder of the project's own templates (default ``overrides/pathshala``). A file there
  with the name of one of the engine's templates (``templates.names()``, e.g. ``blocks/quiz.html``) is
  rendered instead of it, wherever the engine renders that template. Templates are code: the folder is
  ``overrides/`` or one under it (reviewed as code, ``boundary.CODE``; searched for links before a build,
  ``tracked.py``), never a content folder a contributor's pull request may fill (``docs/``, ``snippets/``,
  ``course/``, ``reports/``) nor one the checkout's refusals do not search.

What a project may not move, and why: ``snippets/`` (every recording, cache key, shown path and sandbox
bind names it), ``course/`` and its files (the trust boundary, ``make check-pr`` and ``make lesson`` name
them as reviewers read them), and ``.cache/pathshala`` (the checkout's refusals, ``tracked.py``, and
``safe_fs.owner_of`` guard that folder by name). They are spelled here once.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .memo import Memo
    from .rendering.templates import Templates

DOCS = "docs"
SNIPPETS = "snippets"
COURSE = "course"
GLOSSARY = f"{COURSE}/glossary.yml"  # the glossary's terms (glossary/)
TERMS = f"{COURSE}/terms.yml"  # one vocabulary (gate/terms.py)
ROADMAP = f"{COURSE}/roadmap.yml"  # modules and lessons (lesson.py, course_map.py)
FACTS = f"{COURSE}/glossary-facts.json"  # the glossary's library facts as `make accept` recorded them
SITE_INPUTS = (GLOSSARY, ROADMAP, TERMS)  # course data every page shows something of
CACHE = ".cache/pathshala"  # every cache of the build: runs, memos, facts, generated notebooks
OPTIONS: dict[str, str] = {"overrides": "overrides/pathshala"}  # what mkdocs.yml may set, and the defaults
PLUGIN = "pathshala"  # the plugin's name in mkdocs.yml's `plugins:`
OVERRIDES_TOP = "overrides"  # code (boundary.CODE): a project's templates live here, as the theme's main.html


class ProjectError(ValueError):
    """A project option that cannot be used (unknown, of the wrong type, or a path the build refuses)."""


@dataclass(frozen=True)
class Project:
    """One project's layout, caches and templates; made once per build's owner (cheap, immutable)."""

    root: Path
    docs_dir: str = DOCS
    overrides_dir: str = OPTIONS["overrides"]

    @classmethod
    def of(cls, root: Path, options: Mapping[str, Any] | None = None, docs_dir: str = DOCS,
           where: str = "mkdocs.yml") -> Project:
        """The project at ``root`` with these options, each checked (``ProjectError`` names ``where`` and the
        option): an unknown name (with the nearest known one), a value that is not text, a folder the build
        refuses."""
        found = option_problems(options or {})
        if found:
            raise ProjectError(f"{where}: {found[0][1]}")
        values = {**OPTIONS, **(options or {})}
        return cls(Path(root), docs_dir=_inside(docs_dir, "docs_dir", where),
                   overrides_dir=_code_folder(_inside(values["overrides"], "overrides", where), where))

    # -- layout ---------------------------------------------------------------------------------------

    @property
    def docs(self) -> Path:
        return self.root / self.docs_dir

    @property
    def snippets(self) -> Path:
        return self.root / SNIPPETS

    @property
    def course(self) -> Path:
        return self.root / COURSE

    @property
    def overrides(self) -> Path:
        return self.root / self.overrides_dir

    def path(self, rel: str) -> Path:
        """A path of the project by its name relative to the root (``ROADMAP``, ``GLOSSARY``, …)."""
        return self.root / rel

    # -- caches ---------------------------------------------------------------------------------------

    @property
    def cache(self) -> Path:
        return self.root / CACHE

    @property
    def runs_cache(self) -> Path:
        """Run results by cache key (``cache.py``)."""
        return self.cache / "runs"

    @property
    def facts_cache(self) -> Path:
        """The glossary's library facts as the installed libraries gave them (``glossary.fill_facts``)."""
        return self.cache / "facts"

    @property
    def notebooks_out(self) -> Path:
        """Lesson notebooks written after a `mkdocs serve` build (``pathshala_mkdocs/notebooks.py``)."""
        return self.cache / "site-notebooks"

    def memo_folder(self, step: str) -> Path:
        return self.cache / "memo" / step

    def memo(self, step: str, *data: str) -> Memo:
        """The memo of one step of this project's build: ``.cache/pathshala/memo/<step>/``, keyed on our code,
        the project's template overrides (an edited override renders again) and ``data`` (what the step reads
        besides its inputs and our code: a package's version, the glossary, the site's settings)."""
        from . import engine_code
        from .memo import Memo, digest_of

        code = [engine_code.engine_digest(),
                *([engine_code.tree_digest(self.overrides)] if self.overrides.is_dir() else [])]
        return Memo(self.memo_folder(step), digest_of(*code, *data))

    # -- templates ------------------------------------------------------------------------------------

    @cached_property
    def templates(self) -> Templates:
        """The one template set of this project: its overrides first, then the engine's defaults."""
        from .rendering.templates import of_folder

        return of_folder(self.overrides)


def option_problems(options: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(option, what is wrong) for each option the plugin does not have (with the nearest name it has) or whose
    value is not text: the MkDocs plugin reports these as configuration errors, the command line as well."""
    found = []
    for name, value in options.items():
        if name not in OPTIONS:
            near = difflib.get_close_matches(str(name), list(OPTIONS), n=1)
            hint = f" (did you mean {near[0]!r}?)" if near else ""
            found.append((str(name), f"the {PLUGIN} plugin has no option {name!r}{hint}; its options are "
                                      f"{', '.join(sorted(OPTIONS))}"))
        elif not isinstance(value, str):
            found.append((name, f"the {PLUGIN} plugin's option {name!r} is a folder name (text), not "
                                f"{type(value).__name__} {value!r}"))
    return found


def _inside(value: str, name: str, where: str) -> str:
    """A folder given relative to the project's root, inside it (no absolute path, no ``..``)."""
    path = PurePosixPath(value.replace("\\", "/"))
    if not value.strip() or path.is_absolute() or ".." in path.parts or str(path) in ("", "."):
        raise ProjectError(f"{where}: {name}: {value!r} must be a folder inside the project, written relative to "
                           "it (no absolute path, no '..')")
    return str(path)


def _code_folder(rel: str, where: str) -> str:
    """The overrides folder holds templates, which are code: it lies under ``overrides/``, which the trust
    boundary counts as code and the checkout's refusals search for links (``tracked.READ_FOLDERS``)."""
    from .boundary import kind

    parts = PurePosixPath(rel).parts
    if parts[0] != OVERRIDES_TOP or kind(rel + "/x.html") != "code":
        what = "a content folder (a contributor's pull request may fill it)" if kind(rel + "/x.html") == "content" \
            else "not under overrides/"
        raise ProjectError(f"{where}: overrides: {rel!r} is {what}, but templates are code: use overrides/ or a "
                           "folder under it (SECURITY.md)")
    return rel


def options_in(config_file: Path) -> tuple[dict[str, Any], str]:
    """The ``pathshala`` plugin's options and MkDocs' ``docs_dir`` as mkdocs.yml writes them (for the command
    line; the plugin is handed them by MkDocs). The file is composed, never loaded (``config_check``): no tag
    builds an object, and a value that is not plain YAML is refused as an option."""
    import yaml

    try:
        node = yaml.compose(Path(config_file).read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return {}, DOCS  # no readable mkdocs.yml: the defaults (config_check reports a bad one before a build)
    if not isinstance(node, yaml.MappingNode):
        return {}, DOCS
    top = {k.value: v for k, v in node.value if isinstance(k, yaml.ScalarNode)}
    docs = top.get("docs_dir")
    docs_dir = docs.value if isinstance(docs, yaml.ScalarNode) and docs.value else DOCS
    plugins = top.get("plugins")
    entries = plugins.value if isinstance(plugins, yaml.SequenceNode) else (
        [plugins] if isinstance(plugins, yaml.MappingNode) else [])
    for entry in entries:
        if isinstance(entry, yaml.MappingNode):
            for key, value in entry.value:
                if key.value == PLUGIN:
                    return _plain(value, config_file), docs_dir
    return {}, docs_dir


def _plain(node, config_file: Path) -> dict[str, Any]:
    import yaml

    if isinstance(node, yaml.ScalarNode) and node.value in ("", "null", "~"):
        return {}
    if not isinstance(node, yaml.MappingNode):
        raise ProjectError(f"{Path(config_file).name}:{node.start_mark.line + 1}: the {PLUGIN} plugin's options "
                           "are a mapping (name: value)")
    options: dict[str, Any] = {}
    for key, value in node.value:
        if isinstance(value, yaml.ScalarNode) and value.tag == "tag:yaml.org,2002:str":
            options[key.value] = value.value
            continue
        try:  # another plain value (a number, a list): its Python value, for the type check to name
            options[key.value] = yaml.safe_load(yaml.serialize(value))
        except yaml.YAMLError:
            raise ProjectError(f"{Path(config_file).name}:{value.start_mark.line + 1}: the {PLUGIN} plugin's "
                               f"option {key.value!r} is not a plain value") from None
    return options
