"""Memo keys cannot go stale: every memo is keyed on the digest of the whole engine and adapter, and the
run cache on the modules a run's output can depend on, found by following the runner's imports."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest

from pathshala import engine_code
from pathshala.project import Project
from pathshala.running import cache
from pathshala.running.runner import Job
from pathshala.running.settings import RunSettings

HOOKS = Path(engine_code.__file__).resolve().parent.parent


@pytest.fixture
def copy(tmp_path):
    """A copy of the engine and the adapter that a test may edit."""
    for name in ("pathshala", "pathshala_mkdocs"):
        shutil.copytree(HOOKS / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


def edit(path: Path) -> None:
    path.write_text(path.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")


def test_the_engine_digest_covers_every_file_of_the_engine_and_the_adapter(copy):
    def digest() -> str:
        return engine_code.tree_digest(copy / "pathshala", copy / "pathshala_mkdocs")

    first = digest()
    assert first == engine_code.engine_digest()  # the same files as this process imported
    seen = {first}
    # modules the old hand-kept lists left out: svg.py (the sanitizer's allow-list), text.py (the notebooks' prose)
    for rel in ("pathshala/walls/svg.py", "pathshala/content/text.py", "pathshala/glossary/forms.py",
                "pathshala_mkdocs/state.py"):
        edit(copy / rel)
        seen.add(digest())
    (copy / "pathshala" / "templates").mkdir(exist_ok=True)
    (copy / "pathshala" / "templates" / "new.html").write_text("<p></p>", encoding="utf-8")  # a new file
    seen.add(digest())
    walls = copy / "pathshala" / "walls"
    (walls / "svg.py").rename(walls / "svg2.py")  # a file renamed, same bytes
    seen.add(digest())
    assert len(seen) == 7
    (copy / "pathshala" / "__pycache__").mkdir(exist_ok=True)
    (copy / "pathshala" / "__pycache__" / "svg.cpython-311.pyc").write_bytes(b"\0")
    assert digest() in seen  # byte code is not code


@pytest.mark.parametrize("module", ["walls/svg.py", "content/text.py", "rendering/notebook_prose.py",
                                    "glossary/annotate.py"])
def test_every_memo_misses_when_any_module_changes(copy, tmp_path, monkeypatch, module):
    monkeypatch.setattr(engine_code, "engine_digest", lambda: engine_code.tree_digest(copy / "pathshala"))
    steps = ("sanitize", "notebooks", "tooltips", "blocks", "published", "search", "search_tags", "gate")
    kept = {step: Project(tmp_path).memo(step, "data") for step in steps}
    for step, m in kept.items():
        m.put(m.key("the page"), f"{step} output")
    assert all(Project(tmp_path).memo(s, "data").get(m.key("the page")) for s, m in kept.items())
    edit(copy / "pathshala" / module)
    for step in steps:
        again = Project(tmp_path).memo(step, "data")
        assert again.get(again.key("the page")) is None, step


# Modules that read files of ours for a reason other than a key: engine_code makes the engine digest itself;
# pyodide_proof ships the harness and its Node driver to the Pyodide process (its memo is Project.memo's, engine
# digest included, with those texts as extra parts).
SHIPS_ITS_SOURCE = {"engine_code.py", "pyodide_proof.py"}


def test_no_memo_is_keyed_on_a_list_of_files():
    """Every memo is made by ``Project.memo`` (engine digest included); no module reads files of ours to hash them."""
    found = []
    for path in sorted((HOOKS / "pathshala").rglob("*.py")) + sorted((HOOKS / "pathshala_mkdocs").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name == "Memo" and path.name not in ("memo.py", "project.py"):
                found.append(f"{path.name}:{node.lineno} makes a Memo with a code of its own")
            reads = name in ("read_bytes", "read_text", "glob", "rglob") and isinstance(node.func, ast.Attribute)
            if reads and "__file__" in ast.unparse(node.func.value) and path.name not in SHIPS_ITS_SOURCE:
                found.append(f"{path.name}:{node.lineno} reads the engine's own files")
    assert found == []


def job(folder: Path) -> Job:
    folder.mkdir(exist_ok=True)
    (folder / "main.py").write_text("print(1)\n")
    return Job(code="print(1)\n", display_path="snippets/l/main.py", folder=folder, script_name="main.py")


def test_the_run_cache_key_follows_the_runner_not_the_rest_of_the_engine(copy, tmp_path, monkeypatch):
    def key() -> str:
        monkeypatch.setattr(cache, "engine_fingerprint", lambda: engine_code.run_code_digest(copy / "pathshala"))
        versions = {"python": "3.11", "torch": "2.13.0", "numpy": "2"}
        return cache.cache_key(job(tmp_path / "snippets"), RunSettings(), versions)

    first = key()
    for unrelated in ("walls/svg.py", "rendering/render.py", "rendering/notebook.py", "glossary/annotate.py",
                      "recordings/compare.py"):
        edit(copy / "pathshala" / unrelated)
        assert key() == first, f"an edit of {unrelated} would run every snippet again"
    keys = {first}
    for shaping in ("running/runner.py", "running/child.py", "running/forkserver.py", "running/sandbox.py",
                    "running/seal.py", "running/settings.py", "running/result.py", "content/snippet_folder.py",
                    "content/pyimports.py", "__init__.py"):
        edit(copy / "pathshala" / shaping)
        keys.add(key())
    assert len(keys) == 11  # each of them shapes a run: each edit a new key


def test_a_module_the_runner_starts_to_import_is_in_the_key_from_then_on(copy):
    package = copy / "pathshala"
    (package / "running" / "limits_help.py").write_text("CAP = 1\n")
    before = engine_code.run_code_digest(package)
    edit(package / "running" / "limits_help.py")
    assert engine_code.run_code_digest(package) == before  # not imported by any run: not in the key
    child = package / "running" / "child.py"
    child.write_text(child.read_text(encoding="utf-8").replace(
        "def warm_up", "def _cap():\n    from .limits_help import CAP\n    return CAP\n\n\ndef warm_up", 1))
    imported = engine_code.run_code_digest(package)
    edit(package / "running" / "limits_help.py")
    assert engine_code.run_code_digest(package) != imported  # a late import inside a function is followed too
    closure = {p.name for p in engine_code.imported_closure(package, engine_code.RUN_ENTRY_POINTS)}
    assert {"runner.py", "forkserver.py", "child.py", "sandbox.py", "seal.py", "limits_help.py"} <= closure
    assert not closure & {"svg.py", "render.py", "compare.py", "notebook.py"}
