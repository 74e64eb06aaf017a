"""The engine never imports MkDocs (DESIGN.md; issue 35 item 6): nor Material, nor a module that imports them.

Two ways, since each misses what the other sees:

- at run time, a fresh interpreter imports every module under ``hooks/pathshala/`` and no forbidden module
  is loaded after (what a module imports when it is imported, however indirectly);
- statically, every ``import`` in the engine's source, in a function body too (what runs only later, as
  markdown-exec did in ``blocks/fence.py``), is read: none names a forbidden package, and each third-party
  package named, imported alone in a fresh interpreter, loads no forbidden module (``markdown_exec``'s
  ``__init__`` imports its MkDocs plugin, so importing it is importing MkDocs).
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
FORBIDDEN = ("mkdocs", "material", "mkdocs_jupyter", "markdown_exec")

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


def engine_imports(root: Path = ENGINE) -> dict[str, set[str]]:
    """Each top-level package the engine's source imports, anywhere in a module -> the files that import it."""
    found: dict[str, set[str]] = {}
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name.split(".")[0], set()).add(str(path.relative_to(root)))
    return found


def third_party(names) -> list[str]:
    return sorted(n for n in names if n != "pathshala" and n not in sys.stdlib_module_names and n != "__future__")


def test_importing_every_engine_module_loads_no_mkdocs():
    seen = loaded_after([])
    assert len(seen["modules"]) > 40 and "pathshala.blocks.fence" in seen["modules"]  # every module, found
    assert not forbidden(seen["loaded"]), f"importing the engine loads {forbidden(seen['loaded'])}"


def test_no_engine_source_names_mkdocs_or_a_module_that_imports_it():
    found = engine_imports()
    named = {name: sorted(files) for name, files in found.items() if name in FORBIDDEN}
    assert not named, f"the engine imports {named}"
    packages = third_party(found)
    assert "markupsafe" in packages and "jinja2" in packages  # the reading sees function-level imports too
    loaded = loaded_after(packages, engine=False)["loaded"]
    culprits = {name: sorted(found[name]) for name in packages if forbidden(loaded_after([name], False)["loaded"])} \
        if forbidden(loaded) else {}
    assert not forbidden(loaded), f"these packages the engine imports load MkDocs: {culprits}"


def test_the_checks_see_a_function_level_import_of_a_module_that_imports_mkdocs(tmp_path):
    """The mutant: markdown_exec imported inside a function, as blocks/fence.py did before issue 35."""
    (tmp_path / "mod.py").write_text("def lay_out():\n    import markdown_exec\n    return markdown_exec\n")
    packages = third_party(engine_imports(tmp_path))
    assert packages == ["markdown_exec"]
    assert forbidden(loaded_after(packages, engine=False)["loaded"])


def test_a_fence_laid_out_with_no_markdown_exec_handed_in_says_so(monkeypatch):
    from pathshala import PathshalaError
    from pathshala.blocks import fence

    monkeypatch.setattr(fence, "_LAYOUT", [])
    with pytest.raises(PathshalaError, match=r"pathshala_mkdocs\.compat\.lay_out_fences"):
        fence.markdown_exec()
