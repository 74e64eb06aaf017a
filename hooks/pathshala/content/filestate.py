"""Snippet folders as one build (and one `mkdocs serve` session) sees them: listed once, hashed once.

A build asks about the same folder for every fence in it (its cache key lists and hashes every file
the run could read), and a serve session asks again at every rebuild although almost nothing
changed. Here a folder is listed once per build (``new_build`` forgets the listings) and a file is
read and hashed again only when its size, mtime, ctime or inode changed. The digest stays the judge:
cache keys are made of digests, so a file saved again with the same bytes changes no key and runs nothing.

A stat is not a content: two writes within one tick of the file system's clock (a coarse-timestamp
kernel, a 2-second FAT clock, an editor's save right after the digest was taken) leave size, mtime,
ctime and inode as they were, and a same-size edit (``print('fare', 40)`` to ``45``) would then keep
the old digest: a stale output, the one thing the cache must never show. As git does with its
"racy clean" entries, a digest is trusted only for a file whose timestamps were already ``RACY_NS``
older than the moment it was hashed; a file written more recently than that is hashed again on every
ask until it is old enough. ctime is in the stamp because nothing but a write sets it (``os.utime``
can put an mtime back, and `tar`, `cp -p` and `rsync -t` do; none can put back a ctime).
"""

from __future__ import annotations

import hashlib
import os
import time
from pathlib import Path

from .snippet_folder import FolderError, walk

# How much older than the moment it was hashed a file must be for its stat to stand for its bytes: above
# a kernel's timestamp tick (jiffies, a few ms) and FAT's 2 s, with the build's clock and the file
# system's a little apart.
RACY_NS = 3_000_000_000


class FileState:
    def __init__(self) -> None:
        self._digests: dict[Path, tuple[tuple[int, int, int, int], str]] = {}  # (size, mtime, ctime, inode)
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
        """sha256 of the file's bytes, read again when its stat changed or was too recent to vouch for them."""
        st = os.stat(path)
        stamp = (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)
        known = self._digests.get(path)
        if known is not None and known[0] == stamp:
            return known[1]
        hashed_at = time.time_ns()  # before the read: a write during it is newer than this, hence racy
        value = hashlib.sha256(path.read_bytes()).hexdigest()
        if hashed_at - max(st.st_mtime_ns, st.st_ctime_ns) > RACY_NS:
            self._digests[path] = (stamp, value)
        else:  # racy: a write in the same tick would leave this stat as it is; hash again next time
            self._digests.pop(path, None)
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
