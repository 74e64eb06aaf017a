"""Every place the adapter depends on how MkDocs, Material or mkdocs-jupyter work inside, and the versions it supports.

The build uses what none of these projects documents as an API:

- the search memo (``search_index``) wraps Material's ``SearchIndex.add_entry_from_context`` and
  appends to its ``entries``, and a dirty serve clears the plugin's ``search_index_prev``;
- a dirty serve renders a page MkDocs skipped with MkDocs' own ``_populate_page`` (``incremental``) and
  drops MkDocs' warning that a dirty build is being performed, found by its text (``quiet_dirty_warning``);
- under serve, the strict counter MkDocs attaches per build (``mkdocs.utils.CountHandler``) is told
  to skip the problems the page shows (``live_errors``);
- Material's bundle script is deferred, found in each page as Material's ``base.html`` writes it
  (``defer_theme_bundle``; it was a string replace in ``overrides/main.html``, which MiniJinja hosts reject);
- the Content-Security-Policy allows the inline scripts of the theme's templates, read from Material's
  template folders (``theme_script_hashes``);
- a lesson's notebook becomes a page through mkdocs-jupyter's ``NotebookFile``, and its page is taken
  apart where mkdocs-jupyter's template and nbconvert write known markup (``notebook_file``,
  ``split_notebook_page``, ``NOTEBOOK_HEADING``).

markdown-exec, which lays executed fences out, imports its MkDocs plugin when imported: the engine never
imports it, and ``lay_out_fences`` hands it to the engine's fence kind when the plugin starts.

Each is reached only through this module. What is checked is the framework actually running, not the
package installed: ``check`` (when the plugin starts) reads the framework from the plugin's own base
class (``mkdocs.plugins.BasePlugin`` is ProperDocs' under ProperDocs, which aliases ``mkdocs.*``),
Material's and mkdocs-jupyter's versions from the modules this process imported; ``check_config`` (each
build) reads the framework from the configuration object's class and requires Material as the theme,
from those templates. On a framework, or a version of one, outside ``SUPPORTED`` the build stops and
says which internals are at stake and where to look, rather than failing later on a missing attribute
or, worse, quietly doing less. Supporting a new version: check each use above against its source, then
widen ``SUPPORTED``.
"""

from __future__ import annotations

import json
import logging
import os
import re
import sys
from functools import cache
from pathlib import Path

# distribution -> the release series this module's uses were checked against (a version "starts with" one).
# ProperDocs is a continuation of MkDocs 1.x: its 1.6 series keeps MkDocs 1.6's internals used here.
SUPPORTED = {"mkdocs": ("1.6.",), "properdocs": ("1.6.",), "mkdocs-material": ("9.7.", "9.8."),
             "mkdocs-jupyter": ("0.26.",)}
_FRAMEWORK_INTERNALS = ("_populate_page (incremental), CountHandler (live_errors) and the text of its dirty-build "
                        "warning (quiet_dirty_warning)")
USES = {
    "mkdocs": "mkdocs.commands.build." + _FRAMEWORK_INTERNALS,
    "properdocs": "properdocs.commands.build." + _FRAMEWORK_INTERNALS,
    "mkdocs-material": "SearchIndex.add_entry_from_context, .entries and the plugin's search_index_prev "
                       "(search_index), the bundle script of base.html (defer_theme_bundle) and the inline scripts "
                       "of its templates (theme_script_hashes)",
    "mkdocs-jupyter": "NotebookFile and the markup of its notebook template (notebook_file, split_notebook_page)",
}
# The top-level module of each framework that runs a build -> its distribution.
FRAMEWORKS = {"mkdocs": "mkdocs", "properdocs": "properdocs"}
# The modules whose own __version__ is the running version of the others.
MODULES = {"mkdocs-material": "material", "mkdocs-jupyter": "mkdocs_jupyter"}
WHERE = "hooks/pathshala_mkdocs/compat.py"


class UnsupportedVersion(RuntimeError):
    """A framework, theme or plugin whose internals this adapter was not checked against runs the build."""


def running(obj) -> tuple[str, str]:
    """(distribution, version) of the framework whose classes made ``obj`` (a plugin, a configuration).

    Read from the class hierarchy: the first class defined in a known framework's package names it, and
    that package's own ``__version__`` (as imported by this process) is the version. Under ProperDocs
    ``mkdocs.config.defaults.MkDocsConfig`` is ProperDocs' class, defined in ``properdocs.config.defaults``.
    """
    for klass in type(obj).__mro__:
        top = klass.__module__.split(".")[0]
        if top in FRAMEWORKS:
            return FRAMEWORKS[top], str(getattr(sys.modules.get(top), "__version__", None) or "(no version)")
    names = ", ".join(f"{k.__module__}.{k.__qualname__}" for k in type(obj).__mro__)
    raise UnsupportedVersion(f"the build is run by none of {', '.join(FRAMEWORKS)} (its classes: {names}): "
                             f"Pathshala's adapter uses their private {USES['mkdocs']}; see {WHERE}")


def running_module_version(distribution: str) -> str | None:
    """The version of ``distribution`` as the module this process imports reports it (None: not importable)."""
    try:
        module = __import__(MODULES[distribution])
    except ImportError:
        return None
    return str(getattr(module, "__version__", None) or "(no version)")


def unsupported(found: dict[str, str | None]) -> list[str]:
    """A message per distribution of ``found`` (distribution -> the version running) outside ``SUPPORTED``."""
    messages = []
    for package, have in found.items():
        series = SUPPORTED.get(package, ())
        if have is None or not have.startswith(series):
            messages.append(f"{package} {have or '(not installed)'} is not a supported version "
                            f"({', '.join(s + 'x' for s in series) or 'none'}): Pathshala uses its private "
                            f"{USES.get(package, '(unknown)')}; check those against the new version, then widen "
                            f"SUPPORTED in {WHERE} (or install a supported version: constraints.txt)")
    return messages


def check(plugin) -> None:
    """Stop with a clear message when the framework running ``plugin`` or Material/mkdocs-jupyter is unsupported."""
    framework, version = running(plugin)
    found = {framework: version, **{d: running_module_version(d) for d in MODULES}}
    messages = unsupported(found)
    if messages:
        raise UnsupportedVersion("; ".join(messages))


def material_templates() -> Path:
    import material

    return Path(material.__file__).resolve().parent / "templates"


def check_config(config) -> None:
    """This build's configuration is the running framework's, and its theme is Material, from these templates."""
    framework, version = running(config)
    messages = unsupported({framework: version})
    theme = getattr(config.theme, "name", None)
    dirs = [Path(d).resolve() for d in getattr(config.theme, "dirs", [])]
    if theme != "material" or material_templates() not in dirs:
        messages.append(f"the theme is {theme!r} from {[str(d) for d in dirs]}, not Material's from "
                        f"{material_templates()}: Pathshala uses Material's private {USES['mkdocs-material']}")
    if messages:
        raise UnsupportedVersion("; ".join(messages))


def _framework_package() -> str:
    """The package ``import mkdocs`` gives this process: ``properdocs`` under ProperDocs (it aliases mkdocs)."""
    import mkdocs

    return mkdocs.__name__


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


# -- Material's page: its bundle script and its inline scripts ----------------------------------------------

# Material's base.html writes its bundle as a blocking script at the end of <body>, first in its `scripts` block:
# <script src="{{ 'assets/javascripts/bundle.<hash>.min.js' | url }}"></script>.
_BUNDLE = re.compile(r'<script src="([^"<>]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js)"></script>')


def defer_theme_bundle(html: str, where: str) -> str:
    """The page with Material's bundle script deferred, so none holds up the first screen (issue 28).

    Deferred scripts run in document order, after the document is parsed and before DOMContentLoaded, on
    which the bundle starts: ``lazy-search.js`` (deferred, in ``<head>`` through ``overrides/main.html``) still
    runs before it, and the extra scripts after it are deferred in mkdocs.yml. A page of Material's has the
    bundle exactly once; anything else means Material writes it another way, and the build stops.
    """
    found = _BUNDLE.findall(html)
    if len(found) != 1:
        raise UnsupportedVersion(
            f"{where}: Material's bundle script (<script src=\"…/assets/javascripts/bundle.<hash>.min.js\"></script>, "
            f"written by its base.html) appears {len(found)} times, not once: defer_theme_bundle in {WHERE} "
            "needs checking against this Material")
    return _BUNDLE.sub(lambda m: f'<script src="{m.group(1)}" defer></script>', html, count=1)


# An inline script of a template: every <script> element without src, and not a JSON data block.
_SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
_SRC_OR_DATA = re.compile(r"\bsrc\s*=|\btype\s*=\s*[\"']?application/json", re.IGNORECASE)


def theme_script_hashes(config, base_url: str) -> frozenset[str]:
    """The policy tokens of the theme's own inline scripts for a page with this ``base_url``.

    The Content-Security-Policy allows an inline script by the sha256 of its text. Hashing whatever
    inline scripts a final page happened to contain would allow a ``<script>`` that a page's content
    smuggled past the sanitizer (a front-matter title printed raw by a template, a nav title), so the
    hashes come from the theme instead: every ``<script>`` element without ``src`` in the templates of
    the theme's folders (Material's, and ``overrides/``), rendered for the page's ``base_url`` (Material
    writes it into one of them). A script whose template needs anything else (``page.meta.location`` in
    ``redirect.html``, an analytics id) is not allowed at all. Nothing a page contains can add a hash here.
    """
    folders = tuple(str(d) for d in config.theme.dirs)
    return _allowed(folders, base_url, json.dumps(dict(config.extra or {}), sort_keys=True, default=repr))


@cache
def theme_inline_scripts(folders: tuple[str, ...]) -> tuple[str, ...]:
    """The Jinja source of every inline script in the ``.html`` templates under these folders."""
    found: list[str] = []
    for folder in folders:
        for here, dirs, names in sorted(os.walk(folder)):
            dirs[:] = sorted(d for d in dirs if d != ".icons")  # thousands of icons, no template
            for name in sorted(n for n in names if n.endswith(".html")):
                text = (Path(here) / name).read_text(encoding="utf-8", errors="replace")
                found += [m.group(2) for m in _SCRIPT.finditer(text) if not _SRC_OR_DATA.search(m.group(1))]
    return tuple(dict.fromkeys(found))


def rendered_scripts(sources: tuple[str, ...], base_url: str, extra: dict | None = None) -> list[str]:
    """Each script as the theme writes it for a page whose ``base_url`` is this; those that need
    more than ``base_url`` and ``config.extra`` are left out."""
    import jinja2

    env = jinja2.Environment(undefined=jinja2.StrictUndefined, autoescape=False)
    out = []
    for source in sources:
        if "{{" not in source and "{%" not in source:
            out.append(source)
            continue
        try:
            out.append(env.from_string(source).render(base_url=base_url, config={"extra": extra or {}}))
        except jinja2.TemplateError:
            continue  # needs the page or other data: never allowed
    return out


@cache
def _allowed(folders: tuple[str, ...], base_url: str, extra: str) -> frozenset[str]:
    from pathshala.walls.csp import sha256_token

    return frozenset(sha256_token(s) for s in rendered_scripts(theme_inline_scripts(folders), base_url,
                                                               json.loads(extra)))


# -- mkdocs-jupyter --------------------------------------------------------------------------------------

# Appended after mkdocs-jupyter's styles in the site's notebook.css (notebooks.py): its outputs and tables as the
# site's code and tables read on a phone. The template wraps printed output (white-space: pre-wrap) into a 270 px
# column on a 412 px phone, so a printed table's columns break across lines; here each output keeps its lines and
# scrolls sideways in its own box, never the page (a table in a Markdown cell already scrolls in Material's
# md-typeset__scrollwrap). tests/test_browser_notebook.py keeps both.
NOTEBOOK_PHONE_CSS = """
/* pathshala: printed outputs keep their lines and scroll in their box on a phone (notebooks.py) */
.jupyter-wrapper .jp-OutputArea-output pre {
  white-space: pre; overflow-x: auto; word-break: normal; overflow-wrap: normal; word-wrap: normal;
}
"""
# Where mkdocs-jupyter's template header (its styles) ends and the cells begin.
NOTEBOOK_WRAPPER = '<div class="jupyter-wrapper"'
# Its copy button: a custom element whose script the page policy does not run.
NOTEBOOK_COPY_BUTTON = re.compile(
    r'<div class="zeroclipboard-container">\s*<clipboard-copy\b.*?</clipboard-copy>\s*</div>', re.DOTALL)
# A heading as nbconvert writes a Markdown cell's: <hN id="…" …>text<a class="anchor-link" href="#…">¶</a></hN>.
NOTEBOOK_HEADING = re.compile(r'<h([1-6]) id="([^"]*)"(.*?)>(.*?)</h\1>', re.DOTALL)
NOTEBOOK_ANCHOR_MARK = "¶"


def notebook_file(generated, config):
    """The MkDocs file of a generated ``.ipynb`` wrapped as mkdocs-jupyter's page, which it renders."""
    from mkdocs_jupyter.plugin import NotebookFile

    return NotebookFile(generated, config.use_directory_urls, config.site_dir)


def split_notebook_page(html: str) -> tuple[str, str] | None:
    """(the template's header, the cells with their copy buttons removed), or None when it is not such a page."""
    head, wrapper, cells = html.partition(NOTEBOOK_WRAPPER)
    if not wrapper:
        return None
    return head, wrapper + NOTEBOOK_COPY_BUTTON.sub("", cells)


# -- markdown-exec ---------------------------------------------------------------------------------------

def lay_out_fences() -> None:
    """Hand markdown-exec to the engine's fence kind, which lays executed fences out with its ``validator`` and
    ``base_format``. The engine never imports it itself: its ``__init__`` imports its MkDocs plugin."""
    import markdown_exec

    from pathshala.blocks import fence

    fence.use_markdown_exec(markdown_exec)


# -- MkDocs (or ProperDocs) --------------------------------------------------------------------------------

def populate_page(page, config, files) -> None:
    """Render one page as MkDocs' build would (its own step, not a public API)."""
    from mkdocs.commands.build import _populate_page

    _populate_page(page, config, files, dirty=False)


def strict_counters() -> list:
    """The strict-mode counters the running framework attached to its logger for this build."""
    from mkdocs.utils import CountHandler

    return [h for h in logging.getLogger(_framework_package()).handlers if isinstance(h, CountHandler)]


# MkDocs' build logs this when a dirty build starts (mkdocs/commands/build.py; ProperDocs' says the same).
DIRTY_WARNING = "A 'dirty' build is being performed"


def _not_dirty_warning(record: logging.LogRecord) -> bool:
    return not str(record.msg).startswith(DIRTY_WARNING)


def quiet_dirty_warning() -> None:
    """Drop the framework's warning that a dirty build leaves navigation and links stale: here it does not
    (``incremental.mark``), and under ``strict: true`` the warning alone would abort every serve build."""
    logger = logging.getLogger(f"{_framework_package()}.commands.build")
    if _not_dirty_warning not in logger.filters:
        logger.addFilter(_not_dirty_warning)
