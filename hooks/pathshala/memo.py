"""Outputs of pure steps kept on disk by the digest of their inputs and of their code.

A warm build renders the same pages as the last one, and several steps of ours depend on nothing
but their inputs and their own code: the allow-list sanitizer, the glossary's tooltips, the lesson
notebooks, and each executed fence's and widget's HTML (``render.block_memo``). On a large course
they cost seconds a build (a notebook page is 700 KB of HTML; 1,400 fences are converted and
highlighted). Here such a step's output is kept under the digest of (our code, its data, its inputs),
in entry files of the same signed form as the run cache's (``read_entry``/``write_entry`` serve
both). "Our code" is the whole engine and adapter (``engine_code.engine_digest``), never a list of
the files a step happens to read; an edit to any part is a miss, and an entry whose HMAC (under
this machine's key, ``machine_key``) does not hold is a miss too, never a trusted output.
``make clean`` (or removing ``.cache/``) empties it; a fresh clone, as CI builds, starts with none.

A step's memo is made by the project (``Project.memo``: its folder, its key) and, for one build, through
that build's ``Memos``, where it registers itself as it is made: the owner of a full build prunes every
memo registered there (``Memos.prune``), so a new step's memo is pruned like the others without a list
to extend anywhere.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from . import safe_fs
from .running.machine_key import machine_key


class MakesMemos(Protocol):
    """What makes a step's memo: the project (``project.Project.memo``). A protocol, so the memos (which the run
    cache uses) need not know the project, and through it the templates and the page model."""

    def memo(self, step: str, *data: str) -> Memo: ...


def stable_repr(value: Any) -> Any:
    """A JSON stand-in for a value JSON cannot hold, the same in every process (never a memory address):
    a function by its dotted name, an extension by its class and settings."""
    if hasattr(value, "getConfigs"):
        return [f"{type(value).__module__}.{type(value).__qualname__}", value.getConfigs()]
    if callable(value) and hasattr(value, "__qualname__"):
        return f"{getattr(value, '__module__', '')}.{value.__qualname__}"
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    return re.sub(r" at 0x[0-9a-f]+", "", repr(value))


def digest_of(*parts: str) -> str:
    """The digest of text parts, each length-prefixed (hashed as bytes: a page is hundreds of KB, and
    escaping it as JSON first cost more than the hash)."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8", errors="surrogatepass")
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()


def entry_path(folder: Path, key: str) -> Path:
    return folder / key[:2] / f"{key}.entry"


def entry_mac(secret: bytes, key: str, field: str, body: bytes) -> str:
    """The HMAC that proves an entry was written on this machine (``machine_key``), for this key and field."""
    mac = hmac.new(secret, digestmod=hashlib.sha256)
    for part in (key.encode(), field.encode(), body):
        mac.update(len(part).to_bytes(8, "big"))
        mac.update(part)
    return mac.hexdigest()


def read_entry(path: Path, key: str, field: str, secret: bytes | None = None) -> str | None:
    """The body an entry file keeps under ``field``, if the file is this key's and its HMAC holds.

    An entry file is one line of JSON (``key``, ``field``, ``mac``: ``entry_mac`` under this machine's
    key, or ``secret``) and then the body as it is: a body is read and checked once, never unescaped
    out of a JSON string (a page's HTML is hundreds of KB, read on every warm build). An entry made
    elsewhere (committed, restored from another machine, edited) is a miss.
    """
    try:
        header, newline, body = path.read_bytes().partition(b"\n")
        entry = json.loads(header)
        mac = entry.get("mac")
        if not newline or (entry.get("key"), entry.get("field")) != (key, field) or not isinstance(mac, str):
            return None
        if not hmac.compare_digest(mac, entry_mac(secret or machine_key(), key, field, body)):
            return None
        return body.decode("utf-8", errors="surrogatepass")
    except (OSError, ValueError, TypeError, AttributeError):
        return None


def write_entry(path: Path, key: str, field: str, body: str, secret: bytes | None = None) -> None:
    """An entry file with its key and HMAC, written whole or not at all (OSError if it cannot be)."""
    data = body.encode("utf-8", errors="surrogatepass")
    mac = entry_mac(secret or machine_key(), key, field, data)
    header = json.dumps({"key": key, "field": field, "mac": mac}).encode("ascii")
    safe_fs.write_bytes(safe_fs.owner_of(path), path, header + b"\n" + data)  # never through a link


class Memo:
    def __init__(self, folder: Path, code: str) -> None:
        self.folder = folder
        self.code = code
        self.used: set[str] = set()  # keys read or written through this memo (``prune`` keeps them)

    def key(self, *inputs: str) -> str:
        """The digest of the code and the inputs (``digest_of``)."""
        return digest_of(self.code, *inputs)

    def get(self, key: str):
        body = read_entry(entry_path(self.folder, key), key, "value")
        try:
            value = None if body is None else json.loads(body)
        except ValueError:
            return None
        if value is not None:
            self.used.add(key)
        return value

    def put(self, key: str, value) -> None:
        self.used.add(key)
        with contextlib.suppress(OSError):  # a memo that cannot be written is only a slower next build
            write_entry(entry_path(self.folder, key), key, "value", json.dumps(value, ensure_ascii=False))

    def prune(self) -> int:
        """Remove every file of the folder but the entries used through this memo; how many went.

        Called by the owner of a build that went through every entry it needs (a full ``mkdocs
        build``): each edit of a page or of our code leaves entries no build asks for again (a
        notebook page's are 700 KB), and without this the folder only grows. Entries of the old
        format (``*.json``) and stray temporary files go too.
        """
        def keep(rel: str) -> bool:
            return rel.endswith(".entry") and Path(rel).stem in self.used

        with contextlib.suppress(OSError):  # a link on the way (safe_fs.LinkError): nothing is deleted
            return safe_fs.prune(safe_fs.owner_of(self.folder), self.folder, keep)
        return 0

    def through(self, fn: Callable, *inputs: str):
        """``fn()``'s value for these inputs, computed once."""
        key = self.key(*inputs)
        value = self.get(key)
        if value is None:
            value = fn()
            self.put(key, value)
        return value


class Memos:
    """The memos of one build: each made through ``step`` is registered here as it is made.

    The owner of a build makes one ``Memos`` per build and hands it to whatever makes a memo; after a full
    build ``prune`` removes the entries no step used, in every memo registered, whichever steps ran.
    """

    def __init__(self, project: MakesMemos) -> None:
        self.project = project
        self.made: dict[str, Memo] = {}  # step -> its memo for this build

    def step(self, name: str, *data: str) -> Memo:
        """The memo of step ``name`` (``Project.memo``), registered. A step made twice in one build (its data
        changed, as the glossary's may) keeps the last one; what the first one used is kept too."""
        memo = self.project.memo(name, *data)
        earlier = self.made.get(name)
        if earlier is not None and earlier.folder == memo.folder:
            memo.used = earlier.used
        self.made[name] = memo
        return memo

    def __iter__(self):
        return iter(self.made.values())

    def prune(self) -> int:
        """Every registered memo pruned (``Memo.prune``); how many entries went in all."""
        return sum(memo.prune() for memo in self.made.values())
