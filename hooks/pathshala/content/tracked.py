"""Before a build starts: no symbolic link among the files it reads, no committed file where it writes.

A link committed in a pull request would make the build read or write outside the checkout:
``docs/leak.txt -> /proc/self/environ`` (published as a static file), ``snippets/x.txt -> …``
(included with ``--8<--``), ``site -> /victim`` (MkDocs empties the site folder first),
``.cache/pathshala/memo/sanitize -> /victim`` (the memo prunes its folder). Nothing the course needs
is a link, so the build refuses to start when

- git tracks a symbolic link anywhere, or any file under ``site/`` or ``.cache/`` (build outputs are
  never committed: a committed cache entry or site file would be trusted or served as the build's own);
- a link sits in a folder the build reads content or code from (``docs/``, ``snippets/``, ``course/``,
  ``overrides/``, ``hooks/``), tracked or not (a checkout without git, as the tests make, is covered);
- the site folder, ``.cache`` or a folder of ``.cache/pathshala`` is itself a link.

Writes and deletes below those folders go through ``safe_fs`` as well, so a link that appears later
is never followed either.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from ..project import CACHE
from ..safe_fs import is_link

READ_FOLDERS = ("docs", "snippets", "course", "overrides", "hooks")
OUTPUT_FOLDERS = ("site", ".cache")
_SYMLINK_MODE = "120000"


def tracked_entries(root: Path) -> list[tuple[str, str]] | None:
    """(mode, path) of every file git tracks under ``root``; None when ``root`` is not a git checkout."""
    if not (root / ".git").exists():
        return None
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-s", "-z", "--full-name", "--", "."],
                             capture_output=True, check=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    entries = []
    for record in out.decode("utf-8", errors="surrogateescape").split("\0"):
        if record:
            meta, _, path = record.partition("\t")
            entries.append((meta.split(" ")[0], path))
    return entries


def refusals(root: Path, site_dir: Path | None = None) -> list[str]:
    """Why a build must not start in the checkout at ``root`` (empty when it may), one sentence each."""
    root = Path(root)
    found: list[str] = []
    for mode, path in tracked_entries(root) or []:
        if mode == _SYMLINK_MODE:
            found.append(f"{path} is a symbolic link committed to git: the build never follows links "
                         "(commit the file itself, or remove it)")
        elif path.split("/", 1)[0] in OUTPUT_FOLDERS:
            found.append(f"{path} is committed under {path.split('/', 1)[0]}/, which only the build writes: "
                         "remove it from git (`git rm --cached`)")
    for folder in READ_FOLDERS:
        found += [f"{p} is a symbolic link: the build never follows links (replace it with the file itself)"
                  for p in _links_under(root, folder)]
    cache = root / CACHE
    outputs = [Path(site_dir) if site_dir else root / "site", cache.parent, cache]
    if cache.is_dir() and not is_link(cache):
        for child in sorted(cache.iterdir()):
            outputs.append(child)
            if child.is_dir() and not is_link(child):
                outputs += sorted(child.iterdir())
    for output in outputs:
        if is_link(output):
            shown = output.relative_to(root) if output.is_relative_to(root) else output
            found.append(f"{shown} is a symbolic link: the build writes and deletes there, never through a link "
                         "(remove the link)")
    return sorted(set(found))


def _links_under(root: Path, folder: str) -> list[str]:
    top = root / folder
    if is_link(top):
        return [folder]
    found = []
    for here, dirs, files in os.walk(top, followlinks=False):
        for name in [*dirs, *files]:
            if is_link(Path(here) / name):
                found.append(str((Path(here) / name).relative_to(root)))
        dirs[:] = [d for d in dirs if d != "__pycache__" and not is_link(Path(here) / d)]
    return found


class RefusedCheckout(RuntimeError):
    """The checkout holds what ``refusals`` lists: the build does not start."""


def check(root: Path, site_dir: Path | None = None) -> None:
    """Raise ``RefusedCheckout`` listing every refusal, if any."""
    found = refusals(root, site_dir)
    if found:
        raise RefusedCheckout("the build does not start (SECURITY.md, \"Links and build outputs\"):\n  "
                              + "\n  ".join(found))
