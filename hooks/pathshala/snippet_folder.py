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


def local_modules(code: str, folder: Path | None) -> dict[str, bytes]:
    """Sibling ``.py`` files the code imports, directly or through each other."""
    found: dict[str, bytes] = {}
    if folder is None:
        return found
    todo = [code]
    while todo:
        for name, _ in top_level_imports(todo.pop()):
            path = folder / f"{name}.py"
            if name not in found and path.is_file():
                found[name] = path.read_bytes()
                todo.append(found[name].decode("utf-8", errors="replace"))
    return found


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
    """The text of ``snippets/<rel>``, a ``.py`` file inside snippets/; FolderError says why not."""
    path = snippet_path(root, rel)
    if not rel.endswith(".py") or not path.is_file():
        raise FolderError(f"snippets/{rel} does not exist (a snippet is a .py file under snippets/)")
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise FolderError(f"snippets/{rel} is not UTF-8 text (byte {err.start} is {data[err.start]:#04x})") from None


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
    """
    if folder is None or not folder.is_dir():
        return {}
    files = walk(folder, top) if files is None else files
    names = [p.name for p in files if p.parent == folder]
    stems = recording_stems(names)
    snippets = {n for n in names if n.endswith(".py") and (n[:-3] in _recorded_stems(names) or n in others)}
    imported = {f"{name}.py" for name in local_modules(code, folder)}
    found = {}
    for path in files:
        rel = str(path.relative_to(folder))
        top_level = path.parent == folder
        if top_level and (is_recording(path.name, stems) or (path.name in snippets and path.name not in imported)):
            continue
        if path.suffix == ".pyc":
            continue
        found[rel] = path
    return found


def _recorded_stems(names: list[str]) -> set[str]:
    return {n[: -len(OUTPUT_SUFFIX)] for n in names if n.endswith(OUTPUT_SUFFIX)}


def copy_inputs(folder: Path, code: str, scratch: Path, others: frozenset[str] = frozenset()) -> None:
    """Copy ``input_paths`` into ``scratch``: file contents only (a link becomes a copy of what it points
    to; the scan checked it stays inside snippets/)."""
    for rel, path in input_paths(folder, code, top_of(folder), others=others).items():
        dest = scratch / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest)


def output_recording(lesson: str, name: str) -> str:
    """Repo-relative path of a fence's recorded output."""
    return f"snippets/{lesson}/{name}{OUTPUT_SUFFIX}"


def figure_recording(lesson: str, name: str, figure: str) -> str:
    """Repo-relative path of a recorded figure: ``graph.svg`` of ``graph_figure`` → ``graph_figure.graph.svg``."""
    return f"snippets/{lesson}/{name}.{figure}"
