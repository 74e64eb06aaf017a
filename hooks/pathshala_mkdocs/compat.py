"""Every place the adapter reaches into MkDocs' or Material's private internals, and the versions it supports.

Three steps of the build use what neither project documents as an API:

- the search memo (``search_index``) wraps Material's ``SearchIndex.add_entry_from_context`` and
  appends to its ``entries``, and a dirty serve clears the plugin's ``search_index_prev``;
- a dirty serve renders a page MkDocs skipped with MkDocs' own ``_populate_page`` (``incremental``);
- under serve, the strict counter MkDocs attaches per build (``mkdocs.utils.CountHandler``) is told
  to skip the problems the page shows (``live_errors``).

markdown-exec, which lays executed fences out, imports its MkDocs plugin when imported: the engine never
imports it, and ``lay_out_fences`` hands it to the engine's fence kind when the plugin starts.

Each is reached only through this module. ``check`` runs when the plugin starts: on a version of
MkDocs or Material outside ``SUPPORTED`` the build stops and says which internals are at stake and
where to look, rather than failing later on a missing attribute or, worse, quietly doing less.
Supporting a new version: check each use above against its source, then widen ``SUPPORTED``.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

# package -> the release series this module's uses were checked against (a version "starts with" one)
SUPPORTED = {"mkdocs": ("1.6.",), "mkdocs-material": ("9.7.", "9.8.")}
USES = {
    "mkdocs": "mkdocs.commands.build._populate_page (incremental) and mkdocs.utils.CountHandler (live_errors)",
    "mkdocs-material": "SearchIndex.add_entry_from_context, .entries and the plugin's search_index_prev "
                       "(search_index)",
}


class UnsupportedVersion(RuntimeError):
    """MkDocs or Material is a version whose private internals this adapter was not checked against."""


def unsupported(installed: dict[str, str | None] | None = None) -> list[str]:
    """A message per package whose installed version is outside ``SUPPORTED`` (``installed``: for tests)."""
    found = []
    for package, series in SUPPORTED.items():
        if installed is not None:
            have = installed.get(package)
        else:
            try:
                have = version(package)
            except PackageNotFoundError:
                have = None
        if have is None or not have.startswith(series):
            found.append(f"{package} {have or '(not installed)'} is not a supported version "
                         f"({', '.join(s + 'x' for s in series)}): Pathshala uses its private {USES[package]}; "
                         "check those against the new version, then widen SUPPORTED in "
                         "hooks/pathshala_mkdocs/compat.py (or install a supported version: constraints.txt)")
    return found


def check() -> None:
    """Stop with a clear message on a version outside ``SUPPORTED``."""
    found = unsupported()
    if found:
        raise UnsupportedVersion("; ".join(found))


# -- Material's search plugin ----------------------------------------------------------------------------

def search_plugin(config):
    return config.plugins.get("material/search") or config.plugins.get("search")


def search_index(config):
    """The search plugin's index for this build, if it has the shape ``search_index`` relies on, else None."""
    index = getattr(search_plugin(config), "search_index", None)
    if not callable(getattr(index, "add_entry_from_context", None)) or not isinstance(getattr(index, "entries", None),
                                                                                        list):
        return None
    return index


def search_settings(config) -> tuple[dict, bool]:
    """What shapes the entries besides a page: the plugin's settings and whether jieba segments words."""
    import material.plugins.search.plugin as material_search

    return dict(search_plugin(config).config), bool(getattr(material_search, "jieba", None))


def wrap_entries(index, wrapper) -> None:
    """Material calls ``wrapper(page, make, keep)`` for each page instead of its own ``add_entry_from_context``:
    ``make(page)`` adds the page's entries as Material would and returns them; ``keep(entries)`` adds kept ones."""
    add = index.add_entry_from_context

    def make(page) -> list:
        before = len(index.entries)
        add(page)
        return index.entries[before:]

    index.add_entry_from_context = lambda page: wrapper(page, make, index.entries.extend)


def forget_previous_search(config) -> None:
    """Material indexes only this build's pages (a dirty serve merges them itself)."""
    plugin = search_plugin(config)
    if plugin is not None and hasattr(plugin, "search_index_prev"):
        plugin.search_index_prev = None


# -- markdown-exec ---------------------------------------------------------------------------------------

def lay_out_fences() -> None:
    """Hand markdown-exec to the engine's fence kind, which lays executed fences out with its ``validator`` and
    ``base_format``. The engine never imports it itself: its ``__init__`` imports its MkDocs plugin."""
    import markdown_exec

    from pathshala.blocks import fence

    fence.use_markdown_exec(markdown_exec)


# -- MkDocs ------------------------------------------------------------------------------------------------

def populate_page(page, config, files) -> None:
    """Render one page as MkDocs' build would (its own step, not a public API)."""
    from mkdocs.commands.build import _populate_page

    _populate_page(page, config, files, dirty=False)


def strict_counters() -> list:
    """The strict-mode counters MkDocs attached to its logger for this build."""
    import logging

    from mkdocs.utils import CountHandler

    return [h for h in logging.getLogger("mkdocs").handlers if isinstance(h, CountHandler)]
