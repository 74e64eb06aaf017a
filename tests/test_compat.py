"""The adapter's uses of MkDocs' and Material's private internals are checked against the versions installed."""

from __future__ import annotations

import pytest
from pathshala_mkdocs import compat


def test_the_installed_versions_are_supported():
    assert compat.unsupported() == []
    compat.check()


@pytest.mark.parametrize(("package", "found"), [("mkdocs", "1.7.0"), ("mkdocs-material", "10.0.1"),
                                                ("mkdocs-material", None)])
def test_another_version_is_named_with_the_internals_at_stake(package, found):
    installed = {"mkdocs": "1.6.1", "mkdocs-material": "9.8.2", package: found}
    (message,) = compat.unsupported(installed)
    assert message.startswith(f"{package} {found or '(not installed)'} is not a supported version")
    assert compat.USES[package] in message and "hooks/pathshala_mkdocs/compat.py" in message


def test_the_plugin_stops_at_startup_on_an_unsupported_version(monkeypatch):
    from mkdocs.exceptions import PluginError
    from pathshala_mkdocs.plugin import PathshalaPlugin

    monkeypatch.setitem(compat.SUPPORTED, "mkdocs", ("0.1.",))
    with pytest.raises(PluginError, match=r"mkdocs 1\.6\.\d+ is not a supported version .*_populate_page"):
        PathshalaPlugin().on_startup(command="build", dirty=False)


def test_no_other_adapter_module_reaches_into_private_internals():
    """_populate_page, CountHandler and the search index's attributes are named in compat.py only."""
    from pathlib import Path

    folder = Path(compat.__file__).parent
    private = ("_populate_page", "CountHandler", "add_entry_from_context", "search_index_prev", ".entries")
    found = [(p.name, name) for p in sorted(folder.glob("*.py")) if p.name != "compat.py"
             for name in private if name in p.read_text(encoding="utf-8")]
    assert found == []
