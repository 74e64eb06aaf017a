"""What the files in a snippet folder are: snippets, local modules, data, recordings.

``snippets/<lesson>/`` holds a lesson's snippets (``name.py``), the modules
they import (also ``.py``), data files they read, and the recordings of their
runs: ``name.out`` (the output), ``name.<figure>.svg`` (a figure, recorded
beside its snippet's output) and ``accepted.json`` (when and where each
recording was accepted). Recordings are never a run's input: not copied to
its scratch folder, not part of its cache key. Everything else in the folder
is: the runner copies it, the cache key covers it.

This module is the one place those conventions live.
"""

from __future__ import annotations

from pathlib import Path

from .pyimports import top_level_imports

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


def scratch_ignore(folder: str, names: list[str]) -> set[str]:
    """For ``shutil.copytree``: what a scratch copy of a snippet folder leaves out."""
    stems = recording_stems(names)
    return {n for n in names if n in _NOT_INPUT or is_recording(n, stems)}


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


def data_files(folder: Path | None) -> dict[str, bytes]:
    """Non-Python files of the folder (a CSV a snippet reads, say); recordings are not data."""
    if folder is None:
        return {}
    stems = recording_stems([p.name for p in folder.iterdir()]) if folder.is_dir() else set()
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
        and p.suffix not in {".py", ".pyc"}
        and not _NOT_INPUT.intersection(p.relative_to(folder).parts)
        and not (p.parent == folder and is_recording(p.name, stems))
    }


def output_recording(lesson: str, name: str) -> str:
    """Repo-relative path of a fence's recorded output."""
    return f"snippets/{lesson}/{name}{OUTPUT_SUFFIX}"


def figure_recording(lesson: str, name: str, figure: str) -> str:
    """Repo-relative path of a recorded figure: ``graph.svg`` of ``graph_figure`` → ``graph_figure.graph.svg``."""
    return f"snippets/{lesson}/{name}.{figure}"
