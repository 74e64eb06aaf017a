"""Code a reader may also run in the page, with Pyodide: which runtime, what it may import, what it downloads.

Two runtimes. ``inpage="python"`` needs nothing but the Pyodide core, which the
site serves itself from ``assets/pyodide/`` (copied from the npm package
``pyodide`` in ``node_modules/``), so such a block reaches no other host.
``inpage="numpy"`` also loads NumPy the way Pyodide does by default, from
Pyodide's CDN, which the page says before the download.

What a block may import is read from the real runtime: the top-level names in
the package's ``python_stdlib.zip``, plus the modules CPython builds into the
interpreter (``math``, ``time``, …, which Pyodide compiles into its wasm).
Sibling modules a block imports, and the shared helpers of ``snippets/_shared``
it imports, travel with it (they are pure Python, and are checked by the same
rule), so a block that uses ``value.py`` runs in the page
with the ``value.py`` of the snippet folder, as recorded, not as edited in
another block.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

from .. import PathshalaError
from ..content.pyimports import top_level_imports
from ..content.snippet_folder import local_modules, module_files

PYODIDE_VERSION = "314.0.7"  # package.json pins the npm package `pyodide` to the same version
CDN_PATH = "https://cdn.jsdelivr.net/pyodide/"  # every Pyodide release, on the host the page policy allows
CDN = f"{CDN_PATH}v{PYODIDE_VERSION}/full/"  # where Pyodide itself loads packages from
CDN_HOST = "cdn.jsdelivr.net"
# The site's copy: what the worker imports (pyodide.mjs: Pyodide runs only in a module worker) and what
# loadPyodide then fetches to start.
CORE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
SITE_DIR = "assets/pyodide"  # under the built site; inpage.js finds it from its own URL, never from markup
# NumPy's wheel for this Pyodide is on the CDN only: checked 2026-12-05, PyPI's numpy has no emscripten
# wheel and npm's only Pyodide bundle with packages (pyodide-full 0.25.1) is for another Python, so it
# cannot be self-hosted from a registry we reach; where the reader's network blocks the CDN, inpage.js
# says so instead of "try again later". Its size cannot be measured here. Pyodide's
# NumPy 2 wheels are about 3 MB; the page says "about" (contributing/authoring.md: not verified on this machine).
NUMPY_MB_ESTIMATE = 3
RUNTIMES = ("python", "numpy")
# In-page code runs in a Web Worker (assets/js/inpage-worker.js): no DOM, no storage, no network once
# loaded; inpage.js ends it after this many seconds (its LIMIT_MS; a test checks), or on "থামান".
LIMIT_S = 30
WORKER = "assets/js/inpage-worker.js"


@dataclass(frozen=True)
class Core:
    """The Pyodide core in node_modules: its files, their total size, and the modules it can import."""

    folder: Path
    files: tuple[Path, ...]
    size: int  # bytes, the six core files together
    stdlib: frozenset[str]  # top-level names in python_stdlib.zip

    def importable(self, name: str) -> bool:
        return name in self.stdlib or _compiled_in(name)


def _compiled_in(name: str) -> bool:
    """A standard module written in C (math, time, itertools): Pyodide builds these into its wasm."""
    if name in sys.builtin_module_names:
        return True
    if name not in sys.stdlib_module_names:
        return False
    spec = importlib.util.find_spec(name)
    return spec is not None and spec.origin is not None and spec.origin.endswith((".so", ".pyd"))


def load_core(root: Path) -> Core:
    """The core of ``root/node_modules/pyodide``, checked: present, complete, the pinned version.

    Read once while the package is unchanged (every in-page block of every page asks for it).
    """
    folder = root / "node_modules" / "pyodide"
    stamps: list[tuple[int, int, int, int] | None] = []
    for name in ("package.json", "python_stdlib.zip"):
        try:
            st = (folder / name).stat()
            stamps.append((st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino))  # `npm ci` writes new files
        except OSError:
            stamps.append(None)
    return _load_core(folder, tuple(stamps))


@functools.lru_cache(maxsize=4)
def _load_core(folder: Path, stamps: tuple) -> Core:
    setup = f"run `make setup` (npm ci installs pyodide@{PYODIDE_VERSION} from package-lock.json)"
    if not folder.is_dir():
        raise PathshalaError(f"in-page code runs on the self-hosted Pyodide, but {folder} is missing: {setup}")
    try:
        version = json.loads((folder / "package.json").read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError) as err:
        raise PathshalaError(f"{folder}/package.json cannot be read ({err}): {setup}") from err
    if version != PYODIDE_VERSION:
        raise PathshalaError(f"{folder} holds pyodide {version}, the site pins {PYODIDE_VERSION}: {setup}")
    files = tuple(folder / name for name in CORE_FILES)
    missing = [p.name for p in files if not p.is_file()]
    if missing:
        raise PathshalaError(f"{folder} lacks {', '.join(missing)}: {setup}")
    with zipfile.ZipFile(folder / "python_stdlib.zip") as archive:
        names = archive.namelist()
    stdlib = frozenset(n.split("/")[0].removesuffix(".pyc").removesuffix(".py") for n in names)
    return Core(folder, files, sum(p.stat().st_size for p in files), stdlib)


def refusal(runtime: str, label: str, code: str, folder: Path | None, core: Core) -> str:
    """Why this code cannot run in the page on ``runtime``, or '' (the message names file and line)."""
    carried = module_files(code, folder)
    sources = [(label, code)] + [
        (f"{path.parent}/{name}.py (it travels with the block)", path.read_bytes().decode("utf-8", errors="replace"))
        for name, path in carried.items()
    ]
    for where, text in sources:
        for name, line in top_level_imports(text):
            if name in carried or core.importable(name):
                continue
            if runtime == "numpy" and name == "numpy":
                continue
            if name == "torch":
                return (f'{where} imports torch on line {line}, but inpage="{runtime}" code runs in the '
                        "browser with Pyodide, which has no PyTorch")
            if name == "numpy":
                return (f'{where} imports numpy on line {line}: inpage="python" runs only what the '
                        'self-hosted Pyodide holds; write inpage="numpy" (NumPy then loads from the CDN)')
            return (f'{where} imports {name} on line {line}, which Pyodide {PYODIDE_VERSION} cannot import '
                    f'in the page (inpage="{runtime}" allows its standard library'
                    + (", NumPy" if runtime == "numpy" else "") + " and pure-Python sibling modules)")
    return ""


def modules_for(code: str, folder: Path | None) -> dict[str, str]:
    """The sibling modules that travel with a block into the page: file name to source."""
    return {f"{name}.py": text.decode("utf-8") for name, text in sorted(local_modules(code, folder).items())}


def mb(size: int) -> str:
    """A download size as a reader reads it: megabytes with one decimal."""
    return f"{size / 1_000_000:.1f}"
