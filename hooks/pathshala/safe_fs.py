"""Writing and deleting files under a folder we own, never through a symbolic link.

A pull request can commit a link (``site -> /victim``, ``.cache/pathshala/memo/sanitize -> /victim``,
``snippets/l/accepted.json -> ~/.bashrc``); a build that then writes or deletes "inside" its own
folders would write or delete the link's target. Every write and delete of the build goes through
this module instead: below a trusted folder (``top``: the project, or the site folder), each
component of the path is opened with ``O_NOFOLLOW`` relative to the one before (``dir_fd``), so a
link anywhere on the way is an error (``LinkError``), never followed; a file is written whole under
a temporary name and renamed over the final name, which replaces a link there instead of writing
through it; ``unlink`` never follows the name it removes. ``top`` itself is trusted (the caller
checked it, see ``tracked.py``).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)


class LinkError(OSError):
    """A path the build would write or delete through goes through a symbolic link (or a non-folder)."""


def _parts(top: Path, path: Path) -> tuple[str, ...]:
    path = Path(path)
    try:
        rel = path.relative_to(top) if path.is_absolute() else path
    except ValueError:
        rel = path
    if rel.is_absolute() or ".." in rel.parts:
        raise LinkError(errno.EINVAL, f"{path} is not inside {top}")
    return rel.parts


@contextlib.contextmanager
def _folder(top: Path, parts: tuple[str, ...], create: bool) -> Iterator[int]:
    """A descriptor of ``top/parts`` reached without following a link; folders made on the way if ``create``."""
    fd = os.open(top, os.O_RDONLY | os.O_DIRECTORY | getattr(os, "O_CLOEXEC", 0))
    try:
        for i, name in enumerate(parts):
            try:
                child = os.open(name, _DIR_FLAGS, dir_fd=fd)
            except FileNotFoundError:
                if not create:
                    raise
                with contextlib.suppress(FileExistsError):
                    os.mkdir(name, 0o777, dir_fd=fd)
                child = _open_child(fd, top, parts[: i + 1])
            except OSError as err:
                raise _link_error(top, parts[: i + 1], err) from None
            os.close(fd)
            fd = child
        yield fd
    finally:
        os.close(fd)


def _open_child(fd: int, top: Path, parts: tuple[str, ...]) -> int:
    try:
        return os.open(parts[-1], _DIR_FLAGS, dir_fd=fd)
    except OSError as err:
        raise _link_error(top, parts, err) from None


def _link_error(top: Path, parts: tuple[str, ...], err: OSError) -> OSError:
    where = top.joinpath(*parts)
    if err.errno in (errno.ELOOP, errno.ENOTDIR, errno.EMLINK):
        return LinkError(err.errno, f"{where} is a symbolic link or not a folder: the build never writes through it")
    return err


def write_bytes(top: Path, path: Path, data: bytes) -> None:
    """``path`` (under ``top``) holds ``data``, written whole; a link at ``path`` is replaced, not followed."""
    parts = _parts(Path(top), Path(path))
    if not parts:
        raise LinkError(errno.EINVAL, f"{path} names the folder {top} itself")
    with _folder(Path(top), parts[:-1], create=True) as fd:
        tmp = f".{parts[-1]}.{os.getpid()}.tmp"
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp, dir_fd=fd)
        out = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0),
                      0o644, dir_fd=fd)
        try:
            with os.fdopen(out, "wb") as f:
                f.write(data)
            os.replace(tmp, parts[-1], src_dir_fd=fd, dst_dir_fd=fd)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp, dir_fd=fd)
            raise


def write_text(top: Path, path: Path, text: str) -> None:
    """``write_bytes`` of UTF-8 text, line endings as given (a recording's ``\\r`` stays)."""
    write_bytes(top, path, text.encode("utf-8", errors="surrogatepass"))


def remove(top: Path, path: Path) -> bool:
    """Delete the file ``path`` (a link there: the link itself); False if there was none."""
    parts = _parts(Path(top), Path(path))
    try:
        with _folder(Path(top), parts[:-1], create=False) as fd:
            os.unlink(parts[-1], dir_fd=fd)
    except FileNotFoundError:
        return False
    return True


def prune(top: Path, folder: Path, keep: Callable[[str], bool]) -> int:
    """Delete every file in ``folder`` and its sub-folders whose path relative to ``folder`` ``keep`` refuses.

    Sub-folders are entered without following links (a link is removed like a file, its target
    untouched); a folder that is a link is a ``LinkError``. Returns how many files went.
    """
    try:
        with _folder(Path(top), _parts(Path(top), Path(folder)), create=False) as fd:
            return _prune_fd(fd, "", keep)
    except FileNotFoundError:
        return 0


def _prune_fd(fd: int, prefix: str, keep: Callable[[str], bool]) -> int:
    removed = 0
    for name in sorted(os.listdir(fd)):
        rel = f"{prefix}{name}"
        info = os.stat(name, dir_fd=fd, follow_symlinks=False)
        if stat.S_ISDIR(info.st_mode):
            child = os.open(name, _DIR_FLAGS, dir_fd=fd)
            try:
                removed += _prune_fd(child, rel + "/", keep)
            finally:
                os.close(child)
        elif not keep(rel):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(name, dir_fd=fd)
                removed += 1
    return removed


def is_link(path: Path) -> bool:
    """Is ``path`` itself a symbolic link (never following it)?"""
    try:
        return stat.S_ISLNK(os.lstat(path).st_mode)
    except OSError:
        return False


def owner_of(path: Path, folder: str = ".cache") -> Path:
    """The trusted folder above ``path``: the one holding its nearest ``folder`` (``.cache``), else the nearest
    folder that exists (what is made below it is made without following a link).

    For code that is handed a path inside the build's cache rather than the project root.
    """
    path = Path(path)
    for parent in path.parents:
        if parent.name == folder:
            return parent.parent
    for parent in path.parents:  # no such folder (a cache elsewhere): the nearest folder that exists
        if parent.is_dir():
            return parent
    return path.parent
