"""The key that signs this machine's run cache and memo entries; it lives outside every repository.

A checksum in an entry proves nothing against a pull request: anyone can compute a SHA-256, so a
committed ``.cache/pathshala/runs/…`` entry could pass a snippet that always fails, and an edited
sanitizer memo could publish a script. So each entry carries an HMAC-SHA256 (over the key, the
field and the body: ``memo.read_entry``) made with a secret that only this machine's user has:
32 random bytes in ``$XDG_STATE_HOME/pathshala/cache-key`` (by default
``~/.local/state/pathshala/cache-key``), created on first use with mode 0600. It is never in a
repository, and the runs cannot read it (the server's sandbox does not show the home folder; where
there is no sandbox, Landlock fences reads). An entry made anywhere else (committed, restored from
another machine's CI cache, copied, edited) is a miss: the step runs again.

To start over, remove the file: every entry of every checkout on this machine is then a miss.
"""

from __future__ import annotations

import functools
import os
import secrets
import stat
from pathlib import Path

from .. import PathshalaError

KEY_BYTES = 32


def key_path() -> Path:
    """Where this machine's key lives (XDG's state folder: it is not configuration, and not a cache to wipe)."""
    state = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return Path(state) / "pathshala" / "cache-key"


def machine_key() -> bytes:
    """This machine's key, made on first use (the same for every process of this user, until removed)."""
    return _load(str(key_path()))


@functools.lru_cache(maxsize=4)
def _load(path: str) -> bytes:
    try:
        return read_or_create(Path(path))
    except OSError:
        # A home folder that cannot be written (a read-only CI image): a key for this process only.
        # Entries then never match across processes: every build is cold, and none is wrong.
        return secrets.token_bytes(KEY_BYTES)


def read_or_create(path: Path) -> bytes:
    """The key in ``path``, created (0600, whole or not at all) if missing; PathshalaError if it is not one
    this user alone can read (then anyone could forge entries)."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except FileNotFoundError:
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(secrets.token_bytes(KEY_BYTES))
        try:
            os.link(tmp, path)  # fails if another process made it first: then theirs is the key
        except FileExistsError:
            pass
        finally:
            os.unlink(tmp)
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid() or info.st_mode & 0o077:
            raise PathshalaError(
                f"{path} must be a file of yours that only you can read (mode 0600): it signs the build's "
                "cache, so anyone who can read it could forge a passing run. Remove it; the next build makes a new one."
            )
        key = f.read()
    if len(key) != KEY_BYTES:
        raise PathshalaError(f"{path} is not a key of {KEY_BYTES} bytes: remove it; the next build makes a new one.")
    return key
