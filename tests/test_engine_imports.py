"""The engine never imports MkDocs (DESIGN.md; issue 35 item 6): nor Material, nor a module that imports them.

Two ways, since each misses what the other sees:

- at run time, a fresh interpreter imports every module under ``hooks/pathshala/`` and no forbidden module
  is loaded after (what a module imports when it is imported, however indirectly);
- statically, every ``import`` in the engine's source, in a function body too (what runs only later, as
  markdown-exec did in ``blocks/fence.py``), and every ``importlib.import_module("…")``/``__import__("…")``
  of a name written out, is read: none names a forbidden package, and each module named outside the engine,
  imported (by its full name: a package whose ``__init__`` is harmless can have a submodule that is not) in a
  fresh interpreter, loads no forbidden module (``markdown_exec``'s ``__init__`` imports its MkDocs plugin,
  so importing it is importing MkDocs).

Forbidden: MkDocs and ProperDocs (its continuation, which aliases ``mkdocs.*``), Material, the plugins made
for them, and the adapter ``pathshala_mkdocs`` itself (what imports MkDocs on the engine's behalf).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

ENGINE = REPO / "hooks" / "pathshala"
# MkDocs and what is made of it: Material's theme and plugins, MkDocs' own plugins, mkdocs-jupyter.
FORBIDDEN = ("mkdocs", "properdocs", "material", "mkdocs_jupyter", "markdown_exec", "pathshala_mkdocs")

LOADED = """
import importlib, json, pkgutil, sys
sys.path.insert(0, {hooks!r})
import pathshala
names = sorted(m.name for m in pkgutil.walk_packages(pathshala.__path__, "pathshala."))
for name in {extra!r} + names:
    importlib.import_module(name)
print(json.dumps({{"modules": names, "loaded": sorted(sys.modules)}}))
"""


def forbidden(names) -> list[str]:
    return sorted(n for n in names if n.split(".")[0] in FORBIDDEN)


def loaded_after(imports: list[str], engine: bool = True) -> dict:
    code = LOADED.format(hooks=str(REPO / "hooks"), extra=imports) if engine else (
        "import importlib, json, sys\n"
        f"for name in {imports!r}: importlib.import_module(name)\n"
        'print(json.dumps({"modules": [], "loaded": sorted(sys.modules)}))\n')
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=REPO)
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def _imported(node: ast.AST) -> list[str]:
    """The modules one node imports: ``import a.b``, ``from a.b import c``, ``importlib.import_module("a.b")``."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom) and not node.level and node.module:
        return [node.module]
    if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
            and isinstance(node.args[0].value, str):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name in ("import_module", "__import__"):
            return [node.args[0].value]
    return []


def engine_imports(root: Path = ENGINE, full: bool = False) -> dict[str, set[str]]:
    """Each top-level package (``full``: each module) the engine's source imports, anywhere in a module -> the
    files that import it."""
    found: dict[str, set[str]] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            for name in _imported(node):
                found.setdefault(name if full else name.split(".")[0], set()).add(str(path.relative_to(root)))
    return found


def third_party(names) -> list[str]:
    return sorted(n for n in names if n.split(".")[0] not in ("pathshala", "__future__")
                  and n.split(".")[0] not in sys.stdlib_module_names)


def test_importing_every_engine_module_loads_no_mkdocs():
    seen = loaded_after([])
    assert len(seen["modules"]) > 40 and "pathshala.blocks.fence" in seen["modules"]  # every module, found
    assert not forbidden(seen["loaded"]), f"importing the engine loads {forbidden(seen['loaded'])}"


def test_no_engine_source_names_mkdocs_or_a_module_that_imports_it():
    found = engine_imports()
    named = {name: sorted(files) for name, files in found.items() if name in FORBIDDEN}
    assert not named, f"the engine imports {named}"
    modules = engine_imports(full=True)
    packages = third_party(modules)
    assert "markupsafe" in packages and "jinja2" in packages  # the reading sees function-level imports too
    assert "selectolax.lexbor" in packages  # by their full names
    loaded = loaded_after(packages, engine=False)["loaded"]
    culprits = {name: sorted(modules[name]) for name in packages if forbidden(loaded_after([name], False)["loaded"])} \
        if forbidden(loaded) else {}
    assert not forbidden(loaded), f"these packages the engine imports load MkDocs: {culprits}"


def test_the_checks_see_a_function_level_import_of_a_module_that_imports_mkdocs(tmp_path):
    """The mutant: markdown_exec imported inside a function, as blocks/fence.py did before issue 35."""
    (tmp_path / "mod.py").write_text("def lay_out():\n    import markdown_exec\n    return markdown_exec\n")
    packages = third_party(engine_imports(tmp_path))
    assert packages == ["markdown_exec"]
    assert forbidden(loaded_after(packages, engine=False)["loaded"])


@pytest.mark.parametrize("source", [
    "def render():\n    from pathshala_mkdocs.compat import check\n    return check\n",  # the adapter, by a submodule
    "import importlib\n\ndef theme():\n    return importlib.import_module('material.plugins.search.plugin')\n",
    "def run():\n    import properdocs.commands.build\n",
])
def test_the_checks_see_the_adapter_a_dynamic_import_and_properdocs(tmp_path, source):
    """Mutants the first reading missed: a submodule of a package whose __init__ imports nothing (the adapter's
    compat), a module named in a string, and MkDocs' continuation."""
    (tmp_path / "mod.py").write_text(source)
    assert forbidden(engine_imports(tmp_path))  # named: the static check's first assertion fails
    (tmp_path / "other.py").write_text("import importlib\n\ndef f():\n    return importlib.import_module('nbformat')\n")
    assert "nbformat" in third_party(engine_imports(tmp_path, full=True))


def test_a_fence_laid_out_with_no_markdown_exec_handed_in_says_so(monkeypatch):
    from pathshala import PathshalaError
    from pathshala.blocks import fence

    monkeypatch.setattr(fence, "_LAYOUT", [])
    with pytest.raises(PathshalaError, match=r"pathshala_mkdocs\.compat\.lay_out_fences"):
        fence.markdown_exec()
