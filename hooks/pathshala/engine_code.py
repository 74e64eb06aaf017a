"""The digest of the code that builds the site: part of every memo's key, so no memo can outlive its code.

A memo keyed on a hand-kept list of the files its step reads goes stale the day a step starts to
read one more module (the sanitizer's allow-list lives in ``svg.py``; the notebook's prose imports
``claims`` and ``text``), and nothing fails: a warm build serves the old output. So every memo
(``Project.memo``) is keyed on the digest of *every* file of the engine package
(``hooks/pathshala/``: modules and templates) and of the MkDocs adapter (``hooks/pathshala_mkdocs/``),
plus the data that step reads. An edit to any of them is a miss for every memo: a cold render once,
never a stale page.

The digest is computed once per process (``engine_digest``): the code a process runs is the code it
imported when it started, and ``mkdocs serve`` keeps its modules while an author edits them. A
digest read again from disk after such an edit would label the old code's output with the new
code's key, and the next process would trust it.

The run cache is the one exception, on purpose (``run_code_digest``): a run's output depends on the
runner, not on how a page is rendered, and a digest of the whole engine there would run every
snippet of the course again after each edit of a template. Its key holds the modules that can shape
a run, found by following imports from the runner's entry points (``RUN_ENTRY_POINTS``), never
listed by hand: a module the runner starts to import is in the key from that commit on.
"""

from __future__ import annotations

import ast
import hashlib
import importlib.util
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

ENGINE = Path(__file__).resolve().parent
PACKAGE = ENGINE.name  # "pathshala"
ADAPTER = "pathshala_mkdocs"
# Where a run starts: the parent's runner and its cache key, the fork server (started by name, not
# imported: ``runner._SERVE``) and the child it forks. Everything they import, at any depth, is followed.
RUN_ENTRY_POINTS = ("running.runner", "running.cache", "running.forkserver", "running.child")


def _files(folder: Path) -> list[Path]:
    """Every file of a package folder that can change what it does (byte code and caches left out)."""
    return sorted(p for p in folder.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".pyo"))


def tree_digest(*folders: Path) -> str:
    """The digest of every file under ``folders``, each by its path (under its folder's name) and its bytes."""
    h = hashlib.sha256()
    for folder in folders:
        for path in _files(folder):
            for part in (f"{folder.name}/{path.relative_to(folder).as_posix()}".encode(), path.read_bytes()):
                h.update(len(part).to_bytes(8, "big"))
                h.update(part)
    return h.hexdigest()


def adapter_folder() -> Path | None:
    """The MkDocs adapter's folder, found without importing it (importing it imports MkDocs)."""
    spec = importlib.util.find_spec(ADAPTER)
    if spec is None or spec.origin is None:
        return None
    return Path(spec.origin).resolve().parent


@lru_cache(maxsize=1)
def engine_digest() -> str:
    """The engine's and the adapter's digest, as this process imported them (see the module's docstring)."""
    adapter = adapter_folder()
    return tree_digest(ENGINE, *([adapter] if adapter is not None else []))


def _module_path(package: Path, name: str) -> Path | None:
    """``a.b`` inside ``package`` as a file (``a/b.py`` or ``a/b/__init__.py``), if it is one."""
    base = package.joinpath(*name.split(".")) if name else package
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _imports(package: Path, path: Path) -> set[Path]:
    """The package's modules that ``path`` imports, wherever in it (a function's late import too)."""
    rel = path.relative_to(package).with_suffix("")
    here = list(rel.parts[:-1])  # the package the module is in (an __init__: its own folder's)
    found: set[Path] = set()
    for node in _executed(ast.parse(path.read_bytes(), str(path))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name.removeprefix(f"{PACKAGE}.") for a in node.names
                     if a.name == PACKAGE or a.name.startswith(f"{PACKAGE}.")]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - (node.level - 1)]
                prefix = ".".join([*base, *([node.module] if node.module else [])])
            elif node.module and (node.module == PACKAGE or node.module.startswith(f"{PACKAGE}.")):
                prefix = node.module.removeprefix(PACKAGE).lstrip(".")
            else:
                continue
            names = [prefix] + [f"{prefix}.{a.name}".lstrip(".") for a in node.names]
        for name in names:
            parts = name.split(".")
            for i in range(len(parts) + 1):  # a package's __init__ runs on the way to its module
                module = _module_path(package, ".".join(parts[:i]))
                if module is not None:
                    found.add(module)
    return found


def _executed(tree: ast.AST):
    """Every node of a module but those under ``if TYPE_CHECKING:`` (imports for annotations never run)."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                todo += child.orelse
                continue
            todo.append(child)


def imported_closure(package: Path, entry_points: Iterable[str]) -> list[Path]:
    """The modules of ``package`` that the entry points import, directly or through each other."""
    todo = [p for p in (_module_path(package, name) for name in entry_points) if p is not None]
    todo.append(package / "__init__.py")
    seen: set[Path] = set()
    while todo:
        path = todo.pop()
        if path in seen or not path.is_file():
            continue
        seen.add(path)
        todo += _imports(package, path) - seen
    return sorted(seen)


def run_code_digest(package: Path = ENGINE) -> str:
    """The digest of the modules a run's output can depend on (``RUN_ENTRY_POINTS`` and what they import)."""
    h = hashlib.sha256()
    for path in imported_closure(package, RUN_ENTRY_POINTS):
        for part in (path.relative_to(package).as_posix().encode(), path.read_bytes()):
            h.update(len(part).to_bytes(8, "big"))
            h.update(part)
    return h.hexdigest()
