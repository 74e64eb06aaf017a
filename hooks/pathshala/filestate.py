"""Snippet folders as one build (and one `mkdocs serve` session) sees them: listed once, hashed once.

A build asks about the same folder for every fence in it (its cache key lists and hashes every file
the run could read), and a serve session asks again at every rebuild although almost nothing
changed. Here a folder is listed once per build (``new_build`` forgets the listings) and a file is
read and hashed again only when its size, mtime or inode changed. The digest stays the judge: cache
keys are made of digests, so a file saved again with the same bytes changes no key and runs nothing.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from .snippet_folder import FolderError, walk


class FileState:
    def __init__(self) -> None:
        self._digests: dict[Path, tuple[tuple[int, int, int], str]] = {}
        self._walks: dict[tuple[Path, Path], list[Path] | FolderError] = {}

    def new_build(self) -> None:
        """A new build: folders are listed again (files keep their digests until their stat changes)."""
        self._walks.clear()

    def walk(self, folder: Path, top: Path) -> list[Path]:
        """``snippet_folder.walk``, once per build; FolderError as it raised it."""
        key = (folder, top)
        if key not in self._walks:
            try:
                self._walks[key] = walk(folder, top)
            except FolderError as err:
                self._walks[key] = err
        found = self._walks[key]
        if isinstance(found, FolderError):
            raise found
        return found

    def digest(self, path: Path) -> str:
        """sha256 of the file's bytes, read again only when its stat changed."""
        st = os.stat(path)
        stamp = (st.st_size, st.st_mtime_ns, st.st_ino)
        known = self._digests.get(path)
        if known is not None and known[0] == stamp:
            return known[1]
        value = hashlib.sha256(path.read_bytes()).hexdigest()
        self._digests[path] = (stamp, value)
        return value

    def signature(self, folder: Path, top: Path) -> tuple:
        """What a folder holds now, (relative path, digest) per file: equal signatures, equal inputs."""
        try:
            files = self.walk(folder, top)
        except FolderError as err:
            return (("error", str(err)),)
        except FileNotFoundError:
            return ()
        return tuple((str(p.relative_to(folder)), self.digest(p)) for p in files if p.is_file())
