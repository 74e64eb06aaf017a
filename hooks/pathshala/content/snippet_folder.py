"""What the files in a snippet folder are: snippets, local modules, data, recordings.

``snippets/<lesson>/`` holds a lesson's snippets (``name.py``), the modules
they import (also ``.py``), data files they read, and the recordings of their
runs: ``name.out`` (the output), ``name.<figure>.svg`` (a figure, recorded
beside its snippet's output) and ``accepted.json`` (when and where each
recording was accepted). Recordings are never a run's input: not copied to
its scratch folder, not part of its cache key. Nor are the other snippets of
the folder (a ``.py`` with a recording, or one a fence runs) unless the code
imports them by name. Everything else in the folder is an input: the runner
copies exactly ``input_paths`` and the cache key covers exactly the same list,
so a module loaded by a computed name (``importlib.import_module("dyn" +
"helper")``) is in both.

``snippets/_shared/`` is not a lesson: it holds the snippet helpers every lesson
may import (``svg_draw``, ``line_plot``, ``arraygrad``), one copy each. A name
imported by a snippet or by a module it imports resolves to ``_shared/<name>.py``
when that file exists, else to the snippet's own folder: shared names are
reserved, and a lesson folder holding a module (or package) of a shared name is
refused (``shadowing``), so copies cannot come back. A shared helper a run
imports, directly or through another module, is one of its inputs: copied beside
the snippet in the scratch folder (flat, as ``<name>.py``), part of the cache key,
written into the notebook and carried to in-page blocks like a sibling module.
Only imported shared modules are inputs: an edit of one re-runs exactly the
snippets that import it. Shared helpers are flat ``.py`` files; they import only
the standard library, installed packages and each other (never a lesson's module,
which would tie them to one lesson), and read no data file.

This module is the one place those conventions live.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from .pyimports import top_level_imports


def page_lesson(page: str) -> str:
    """The snippets/ folder of a page: ``08-autograd-internals.md`` -> ``08-autograd-internals``.

    Also the lesson's name in anchors made unique across lessons (blocks, exercises): one rule."""
    return page[:-3] if page.endswith(".md") else page

ACCEPTANCE = "accepted.json"
OUTPUT_SUFFIX = ".out"
_NOT_INPUT = {"__pycache__"}


def recording_stems(names: list[str]) -> set[str]:
    """Names whose recordings may sit in a folder: each snippet (``x.py``) and each recorded output (``x.out``)."""
    return {n[:-3] for n in names if n.endswith(".py")} | {n[: -len(OUTPUT_SUFFIX)] for n in names
                                                          if n.endswith(OUTPUT_SUFFIX)}


def is_recording(name: str, stems: set[str]) -> bool:
    """Is this file name a recording? ``x.out``, ``accepted.json``, or ``x.<figure>.svg`` for a stem ``x``.

    A data file such as ``loss.v2.csv`` beside ``loss.py`` is not: only an SVG of
    exactly that shape is a recorded figure.
    """
    if name == ACCEPTANCE or name.endswith(OUTPUT_SUFFIX):
        return True
    parts = name.split(".")
    return len(parts) == 3 and parts[2] == "svg" and parts[0] in stems


SHARED = "_shared"  # snippets/_shared/: the helpers every lesson imports; not a lesson (no page, no recording)


def shared_folder(folder: Path) -> Path | None:
    """``snippets/_shared`` for a folder under ``snippets/``; None for a folder outside any ``snippets/``."""
    top = next((p for p in [folder, *folder.parents] if p.name == "snippets"), None)
    return None if top is None else top / SHARED


def is_shared(folder: Path | None) -> bool:
    """Is this the shared helpers' folder itself (a page may show and run a helper it teaches)?"""
    return folder is not None and folder.name == SHARED and folder.parent.name == "snippets"


def module_files(code: str, folder: Path | None) -> dict[str, Path]:
    """The modules the code imports, directly or through each other: name to file.

    A name resolves to the shared helper ``snippets/_shared/<name>.py`` when there is one (a shared helper
    that links outside ``snippets/`` is never read), else to a sibling ``<name>.py`` of ``folder``.
    """
    found: dict[str, Path] = {}
    if folder is None:
        return found
    shared = shared_folder(folder)
    places = [p for p in (shared, folder) if p is not None]
    todo = [code]
    while todo:
        for name, _ in top_level_imports(todo.pop()):
            if name in found:
                continue
            for place in places:
                path = place / f"{name}.py"
                if path.is_file() and (place is folder or inside(path, place.parent)):
                    found[name] = path
                    todo.append(path.read_bytes().decode("utf-8", errors="replace"))
                    break
    return found


def local_modules(code: str, folder: Path | None) -> dict[str, bytes]:
    """The modules the code imports (``module_files``: shared helpers and siblings), by content."""
    return {name: path.read_bytes() for name, path in module_files(code, folder).items()}


def shadowing(code: str, folder: Path) -> str:
    """Why a lesson folder cannot run: it holds a module named as a shared helper (a copy), or ''.

    Refused whether or not the code imports it (a copy nothing imports today is one import away from
    shadowing); the message names the copy and the shared file, and the line of ``code`` that imports
    the name, if one does.
    """
    shared = shared_folder(folder)
    if shared is None or is_shared(folder) or not shared.is_dir():
        return ""
    names = sorted(p.stem for p in shared.glob("*.py"))
    clashes = [n for n in names if (folder / f"{n}.py").exists() or (folder / n).is_dir()]
    if not clashes:
        return ""
    name = clashes[0]
    copy = folder / (f"{name}.py" if (folder / f"{name}.py").exists() else name)
    rule = (f"snippets/{copy.relative_to(shared.parent)} has the name of the shared helper "
            f"snippets/{SHARED}/{name}.py, and a lesson folder may not hold one (it would stand in for the "
            "shared one): delete the copy and import the shared helper, or rename the lesson's own module")
    line = next((n for m, n in top_level_imports(code) if m == name), None)
    return f"line {line} imports {name}: {rule}" if line is not None else rule


class FolderError(ValueError):
    """A snippet folder (or a path into it) that the build refuses: the message says which file and why."""


def inside(path: Path, top: Path) -> bool:
    """Does ``path``, every link followed, stay inside ``top``?"""
    try:
        path.resolve(strict=False).relative_to(top.resolve())
    except (ValueError, RuntimeError):  # elsewhere, or a symlink loop
        return False
    return True


def snippet_path(root: Path, rel: str) -> Path:
    """``snippets/<rel>`` as a path that stays inside ``snippets/`` (FolderError otherwise)."""
    top = root / "snippets"
    path = top / rel
    if Path(rel).is_absolute() or ".." in Path(rel).parts or not inside(path, top):
        raise FolderError(f"snippets/{rel} is outside snippets/ (a path or a link leaves it): the build refuses it")
    return path


def read_snippet(root: Path, rel: str) -> str:
    """The text of ``snippets/<rel>``, a ``.py`` file inside snippets/, as a whole-file include shows it: its
    pymdownx.snippets section markers dropped (``sections.without_markers``); FolderError says why not."""
    from .sections import without_markers  # it imports FolderError from here

    path = snippet_path(root, rel)
    if not rel.endswith(".py") or not path.is_file():
        raise FolderError(f"snippets/{rel} does not exist (a snippet is a .py file under snippets/)")
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise FolderError(f"snippets/{rel} is not UTF-8 text (byte {err.start} is {data[err.start]:#04x})") from None
    return without_markers(text, rel)


def walk(folder: Path, top: Path) -> list[Path]:
    """Every file under ``folder``, links inside ``top`` followed; FolderError for a link that leaves it or loops."""
    found: list[Path] = []
    seen: set[Path] = set()
    for here, dirs, files in os.walk(folder, followlinks=True):
        here_path = Path(here)
        real = here_path.resolve()
        if real in seen:
            raise FolderError(f"{here_path.relative_to(top.parent)} is reached twice: a symlink loop")
        seen.add(real)
        dirs[:] = sorted(d for d in dirs if d not in _NOT_INPUT)
        for name in [*dirs, *files]:
            path = here_path / name
            if path.is_symlink() and not inside(path, top):
                raise FolderError(f"{path.relative_to(top.parent)} links outside snippets/: the build refuses it")
        found += [here_path / f for f in sorted(files)]
    return found


def top_of(folder: Path) -> Path:
    """The ``snippets/`` folder a snippet folder lies in (links may not leave it)."""
    return next((p for p in [folder, *folder.parents] if p.name == "snippets"), folder)


def input_paths(folder: Path | None, code: str, top: Path, files: list[Path] | None = None,
                others: frozenset[str] = frozenset()) -> dict[str, Path]:
    """What a run of ``code`` in ``folder`` may read: every file of the folder, recursively (sub-packages,
    data and modules included, imported by name or not), but its recordings and the other snippets
    it does not import: a top-level ``.py`` with a recording (``x.out``) or named in ``others`` (the
    files the site's fences run from this folder). ``files``: the folder's listing (``walk``), if the
    caller has it. The runner copies exactly these into the scratch folder (``copy_inputs``) and the
    cache key covers exactly these.

    (A snippet that opens a sibling snippet's source as data would need to import it, or keep it elsewhere.)

    Plus the shared helpers the code imports (``module_files``), as ``<name>.py``; for a helper of
    ``snippets/_shared`` that a page runs itself, only those.
    """
    if folder is None or not folder.is_dir():
        return {}
    modules = module_files(code, folder)
    helpers = shared_folder(folder)
    shared = {f"{name}.py": path for name, path in modules.items() if path.parent == helpers}
    if is_shared(folder):  # a page runs a shared helper itself: only what it imports, not every helper
        return shared
    files = walk(folder, top) if files is None else files
    names = [p.name for p in files if p.parent == folder]
    stems = recording_stems(names)
    snippets = {n for n in names if n.endswith(".py") and (n[:-3] in _recorded_stems(names) or n in others)}
    imported = {f"{name}.py" for name, path in modules.items() if path.parent == folder} - set(shared)
    found = {}
    for path in files:
        rel = str(path.relative_to(folder))
        top_level = path.parent == folder
        if top_level and (is_recording(path.name, stems) or (path.name in snippets and path.name not in imported)):
            continue
        if path.suffix == ".pyc":
            continue
        found[rel] = path
    return {**found, **shared}  # a shared helper stands beside the snippet, as it does when imported


def _recorded_stems(names: list[str]) -> set[str]:
    return {n[: -len(OUTPUT_SUFFIX)] for n in names if n.endswith(OUTPUT_SUFFIX)}


def copy_inputs(folder: Path, code: str, scratch: Path, others: frozenset[str] = frozenset()) -> None:
    """Copy ``input_paths`` into ``scratch``: file contents only (a link becomes a copy of what it points
    to; the scan checked it stays inside snippets/)."""
    for rel, path in input_paths(folder, code, top_of(folder), others=others).items():
        dest = scratch / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest)


def recordings_folder(rel: str, page: str) -> str:
    """The lesson folder a snippet's recordings live in: its own, or the page's for a shared helper the page runs
    (lesson ০৫ shows and runs ``_shared/arraygrad.py``; ``_shared`` holds no recording)."""
    parent = str(Path(rel).parent)
    return page_lesson(page) if parent == SHARED else parent


def output_recording(lesson: str, name: str) -> str:
    """Repo-relative path of a fence's recorded output."""
    return f"snippets/{lesson}/{name}{OUTPUT_SUFFIX}"


def figure_recording(lesson: str, name: str, figure: str) -> str:
    """Repo-relative path of a recorded figure: ``graph.svg`` of ``graph_figure`` → ``graph_figure.graph.svg``."""
    return f"snippets/{lesson}/{name}.{figure}"
