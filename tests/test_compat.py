"""Every host coupling goes through compat, and compat checks the framework actually running (issue 35 item 6).

Running, not installed: the framework is read from the classes of the objects the build hands us (the
plugin's base class, the configuration's class), the theme's and mkdocs-jupyter's versions from the modules
this process imported. Each test below stands in a framework, theme or version the installed packages do
not have, and shows the check follows what runs.
"""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import pytest
from pathshala_mkdocs import compat

from tests.conftest import REPO

ADAPTER = Path(compat.__file__).parent


def _class_in(module: str, name: str = "Made", base: type = object) -> type:
    return type(name, (base,), {"__module__": module})


def test_the_running_versions_are_supported():
    from mkdocs.config.defaults import MkDocsConfig
    from pathshala_mkdocs.plugin import PathshalaPlugin

    assert compat.running(PathshalaPlugin()) == ("mkdocs", "1.6.1")  # its base class: mkdocs.plugins.BasePlugin
    assert compat.running(MkDocsConfig()) == ("mkdocs", "1.6.1")
    compat.check(PathshalaPlugin())


def test_the_framework_is_read_from_the_objects_class_not_from_what_is_installed(monkeypatch):
    """Under ProperDocs, MkDocs' classes are ProperDocs' (it aliases mkdocs.*): a config made by a class of
    properdocs.config.defaults is ProperDocs', with ProperDocs' own version, while mkdocs 1.6.1 is installed."""
    monkeypatch.setitem(sys.modules, "properdocs", types.SimpleNamespace(__version__="1.6.7"))
    config = _class_in("properdocs.config.defaults", "MkDocsConfig")()
    assert compat.running(config) == ("properdocs", "1.6.7")
    plugin = _class_in("pathshala_mkdocs.plugin", "PathshalaPlugin", _class_in("properdocs.plugins", "BasePlugin"))()
    assert compat.running(plugin) == ("properdocs", "1.6.7")
    compat.check(plugin)  # ProperDocs 1.6 is supported
    monkeypatch.setitem(sys.modules, "properdocs", types.SimpleNamespace(__version__="2.0.0"))
    with pytest.raises(compat.UnsupportedVersion, match=r"^properdocs 2\.0\.0 is not a supported version .*"
                                                        r"properdocs\.commands\.build\._populate_page"):
        compat.check(plugin)


def test_a_build_run_by_another_framework_is_refused():
    with pytest.raises(compat.UnsupportedVersion, match=r"run by none of mkdocs, properdocs .*zensical\.config\.Made"):
        compat.running(_class_in("zensical.config")())


def test_the_running_theme_version_is_the_imported_modules(monkeypatch):
    """Material's version is the one of the module the theme loads from, not the package metadata."""
    import material
    from pathshala_mkdocs.plugin import PathshalaPlugin

    monkeypatch.setattr(material, "__version__", "10.0.1")
    with pytest.raises(compat.UnsupportedVersion, match=r"mkdocs-material 10\.0\.1 is not a supported version .*"
                                                        r"add_entry_from_context.*defer_theme_bundle"):
        compat.check(PathshalaPlugin())


@pytest.mark.parametrize(("package", "found"), [("mkdocs", "1.7.0"), ("properdocs", "1.7.0"),
                                                ("mkdocs-material", "10.0.1"), ("mkdocs-material", None),
                                                ("mkdocs-jupyter", "0.27.0")])
def test_another_version_is_named_with_the_internals_at_stake(package, found):
    (message,) = compat.unsupported({"mkdocs-material": "9.8.2", package: found})
    assert message.startswith(f"{package} {found or '(not installed)'} is not a supported version")
    assert compat.USES[package] in message and "hooks/pathshala_mkdocs/compat.py" in message


def _config(theme_name: str, dirs: list[str]):
    from mkdocs.config.defaults import MkDocsConfig

    config = MkDocsConfig()
    config["theme"] = types.SimpleNamespace(name=theme_name, dirs=dirs)
    return config


def test_each_build_checks_its_config_and_that_its_theme_is_materials():
    material = str(compat.material_templates())
    compat.check_config(_config("material", [str(REPO / "overrides"), material]))
    with pytest.raises(compat.UnsupportedVersion, match=r"the theme is 'readthedocs' .*not Material's"):
        compat.check_config(_config("readthedocs", [material]))
    with pytest.raises(compat.UnsupportedVersion, match=r"the theme is 'material' from .*elsewhere.*not Material's"):
        compat.check_config(_config("material", ["/elsewhere/templates"]))  # a theme named material, not Material


def test_the_plugin_stops_at_startup_on_an_unsupported_version(monkeypatch):
    from mkdocs.exceptions import PluginError
    from pathshala_mkdocs.plugin import PathshalaPlugin

    monkeypatch.setitem(compat.SUPPORTED, "mkdocs", ("0.1.",))
    with pytest.raises(PluginError, match=r"mkdocs 1\.6\.\d+ is not a supported version .*_populate_page"):
        PathshalaPlugin().on_startup(command="build", dirty=False)


def test_the_plugin_stops_on_a_config_of_another_theme():
    from mkdocs.exceptions import PluginError
    from pathshala_mkdocs.plugin import PathshalaPlugin

    with pytest.raises(PluginError, match=r"the theme is 'mkdocs'"):
        PathshalaPlugin().on_config(_config("mkdocs", []))


# -- the couplings themselves ------------------------------------------------------------------------------

PAGE = ('<html><head><script src="assets/js/lazy-search.js" defer></script></head><body>'
        '<script id="__config" type="application/json">{}</script>\n'
        '      <script src="../assets/javascripts/bundle.a5f9d56c.min.js"></script>\n'
        '      <script src="../assets/js/pathshala.js" defer></script>\n</body></html>')


def test_materials_bundle_is_deferred_and_nothing_else_changes():
    out = compat.defer_theme_bundle(PAGE, "page x.md")
    assert out == PAGE.replace('bundle.a5f9d56c.min.js"></script>', 'bundle.a5f9d56c.min.js" defer></script>')


@pytest.mark.parametrize("page", [PAGE.replace("bundle.a5f9d56c.min.js", "bundle.js"),  # another way of writing it
                                  PAGE.replace("</body>", '<script src="assets/javascripts/bundle.0f.min.js"></script>'
                                                          "</body>")])
def test_a_page_whose_bundle_is_not_materials_stops_the_build(page):
    with pytest.raises(compat.UnsupportedVersion, match=r"^page x\.md: Material's bundle script .* appears [02] times"):
        compat.defer_theme_bundle(page, "page x.md")


def test_the_theme_template_no_longer_string_replaces_a_block():
    """overrides/main.html extends documented blocks with super() only: no filter over Material's output (the
    replace(…, 1) that MiniJinja hosts reject), no scripts block of its own."""
    text = (REPO / "overrides" / "main.html").read_text(encoding="utf-8")
    code = re.sub(r"\{#.*?#\}", "", text, flags=re.S)
    assert "replace(" not in code and "block scripts" not in code
    assert re.findall(r"\{\{\s*super\(\)\s*([^}]*)\}\}", code) == [""]  # super() with no filter after it


def test_the_theme_scripts_are_read_from_the_themes_templates(tmp_path):
    theme = tmp_path / "theme"
    theme.mkdir()
    (theme / "base.html").write_text('<script>var base = "{{ base_url }}";</script><script src="x.js"></script>'
                                     '<script type="application/json">{}</script>'
                                     "<script>{{ page.meta.location }}</script>", encoding="utf-8")
    from pathshala.walls.csp import sha256_token

    config = types.SimpleNamespace(theme=types.SimpleNamespace(dirs=[str(theme)]), extra={})
    assert compat.theme_script_hashes(config, "../..") == frozenset({sha256_token('var base = "../..";')})


def test_a_notebook_page_is_taken_apart_where_mkdocs_jupyter_writes_its_markup():
    html = ('<style>.a{}</style><div class="jupyter-wrapper"><div class="zeroclipboard-container">'
            '<clipboard-copy for="x">c</clipboard-copy></div><h2 id="X">শিরোনাম<a class="anchor-link" href="#X">¶</a>'
            "</h2></div>")
    head, cells = compat.split_notebook_page(html)
    assert head == "<style>.a{}</style>" and "clipboard" not in cells and cells.startswith(compat.NOTEBOOK_WRAPPER)
    assert compat.NOTEBOOK_HEADING.search(cells).group(2) == "X"
    assert compat.split_notebook_page("<p>no notebook</p>") is None


def test_the_dirty_build_warning_is_dropped_from_the_running_frameworks_logger():
    import logging

    compat.quiet_dirty_warning()
    logger = logging.getLogger("mkdocs.commands.build")
    keep = logging.LogRecord(logger.name, logging.WARNING, "", 0, "another warning", None, None)
    drop = logging.LogRecord(logger.name, logging.WARNING, "", 0, compat.DIRTY_WARNING + ", this will …", None, None)
    assert logger.filter(keep) and not logger.filter(drop)


def test_no_other_adapter_module_reaches_into_private_internals():
    """_populate_page, CountHandler, the search index's attributes, mkdocs-jupyter's classes and markup, Material's
    bundle and the framework's log text are named in compat.py only; the engine reads no theme template."""
    private = ("_populate_page", "CountHandler", "add_entry_from_context", "search_index_prev", ".entries",
               "mkdocs_jupyter", "NotebookFile", "jupyter-wrapper", "clipboard-copy", "javascripts/bundle",
               "'dirty' build", ".icons", "theme.dirs")
    found = [(p.name, name) for p in sorted(ADAPTER.glob("*.py")) if p.name != "compat.py"
             for name in private if name in p.read_text(encoding="utf-8")]
    assert found == []
    engine = [(str(p.relative_to(REPO)), name) for p in sorted((REPO / "hooks" / "pathshala").rglob("*.py"))
              for name in ("theme.dirs", "javascripts/bundle", ".icons") if name in p.read_text(encoding="utf-8")]
    assert engine == []


@pytest.mark.site
def test_a_built_site_defers_materials_bundle_on_every_page(project):
    """The bundle is deferred in the finished pages, the 404 page included, once each (issue 28, through compat)."""
    project.write({"docs/index.md": "# হোম\n", "docs/a.md": "# এক\n"})
    built = project.build()
    assert built.returncode == 0, built.stderr[-3000:]
    for page in ("index.html", "a/index.html", "404.html"):
        text = (project.root / "site" / page).read_text(encoding="utf-8")
        assert len(re.findall(r'<script src="[^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js" defer></script>',
                              text)) == 1, page
        assert not re.search(r'bundle\.[0-9a-f]+\.min\.js"></script>', text), page
