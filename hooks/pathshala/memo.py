"""Outputs of pure steps kept on disk by the digest of their inputs and of their code.

A warm build renders the same pages as the last one, and two steps of ours depend on nothing but
their input text and their own code: the allow-list sanitizer and the glossary's tooltips. On a
large course they cost seconds a build (a notebook page is 700 KB of HTML). Here such a step's
output is kept under the digest of (its code, its inputs), in entry files of the same checked form
as the run cache's (``read_entry``/``write_entry`` serve both); an edit to either is a miss, and an entry
whose own checksum does not match is a miss too, never a trusted output. ``make clean`` (or removing
``.cache/``) empties it; a fresh clone, as CI builds, starts with none.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def code_digest(*files: Path) -> str:
    """The digest of the source files a step's output depends on."""
    return _digest(b"".join(Path(f).read_bytes() for f in sorted(files)))


def entry_path(folder: Path, key: str) -> Path:
    return folder / key[:2] / f"{key}.json"


def read_entry(path: Path, key: str, field: str) -> str | None:
    """The body an entry file keeps under ``field``, if the file is this key's and its checksum holds."""
    try:
        entry = json.loads(path.read_text(encoding="utf-8"))
        body = entry[field]
        if entry.get("key") != key or entry.get("sha256") != _digest(body.encode("utf-8", errors="surrogatepass")):
            return None
        return body
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def write_entry(path: Path, key: str, field: str, body: str) -> None:
    """An entry file with its key and checksum, written whole or not at all (OSError if it cannot be)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    digest = _digest(body.encode("utf-8", errors="surrogatepass"))
    tmp.write_text(json.dumps({"key": key, "sha256": digest, field: body}, ensure_ascii=False), encoding="utf-8")
    tmp.replace(path)


class Memo:
    def __init__(self, folder: Path, code: str) -> None:
        self.folder = folder
        self.code = code

    def key(self, *inputs: str) -> str:
        return _digest(json.dumps([self.code, *inputs]).encode("utf-8", errors="surrogatepass"))

    def get(self, key: str):
        body = read_entry(entry_path(self.folder, key), key, "value")
        try:
            return None if body is None else json.loads(body)
        except ValueError:
            return None

    def put(self, key: str, value) -> None:
        with contextlib.suppress(OSError):  # a memo that cannot be written is only a slower next build
            write_entry(entry_path(self.folder, key), key, "value", json.dumps(value, ensure_ascii=False))

    def through(self, fn: Callable, *inputs: str):
        """``fn()``'s value for these inputs, computed once."""
        key = self.key(*inputs)
        value = self.get(key)
        if value is None:
            value = fn()
            self.put(key, value)
        return value
