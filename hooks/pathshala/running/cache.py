"""Reuse a run when nothing that could change its output changed.

The key covers the code and its display path, every file of its folder it
could read (``snippet_folder.input_paths``: modules, sub-packages, data,
files behind links inside snippets/; not recordings, not other snippets), the
run's limits and settings, the runner's code (``engine_code.run_code_digest``: the modules its
entry points import, not the whole engine, so an edit of a template runs nothing again), and the
versions of Python, torch and numpy; the runner copies exactly those files into the scratch
folder. An entry carries an HMAC under this machine's key (``machine_key``):
a damaged, edited, committed or foreign entry is a miss (the snippet runs
again), never a crash and never a trusted output.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from .. import engine_code
from ..content.filestate import FileState
from ..content.snippet_folder import input_paths, top_of
from ..memo import entry_path, read_entry, write_entry
from .result import RunResult
from .runner import Job
from .settings import RunSettings


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@lru_cache(maxsize=1)
def engine_fingerprint() -> str:
    """What of our code shapes a run (figure helpers are modules of their snippet folder, in its key)."""
    return engine_code.run_code_digest()


def cache_key(job: Job, settings: RunSettings, versions: dict[str, str], state: FileState | None = None) -> str:
    """The key of a job's result. ``state`` (a build's ``FileState``) spares re-listing and re-hashing."""
    state = state or FileState()
    top = top_of(job.folder) if job.folder is not None else Path()
    files = state.walk(job.folder, top) if job.folder is not None and job.folder.is_dir() else None
    inputs = input_paths(job.folder, job.code, top, files, job.snippets)
    parts = {
        "code": _digest(job.code.encode()),
        "display_path": job.display_path,
        "first_line": job.first_line,
        "inputs": {rel: state.digest(path) for rel, path in sorted(inputs.items())},
        "settings": settings.as_dict(),
        "timeout": job.timeout,
        "limits": job.limits.as_dict(),
        "network": job.network,
        "figures": list(job.figures),
        "versions": versions,
        "engine": engine_fingerprint(),
    }
    return _digest(json.dumps(parts, sort_keys=True).encode())


class Cache:
    """Results on disk, one signed entry file a key. Only clean runs are kept: a failure re-runs.

    ``secret``: the key entries are signed with (tests); by default this machine's (``machine_key``).
    """

    def __init__(self, folder: Path, secret: bytes | None = None):
        self.folder = folder
        self.secret = secret

    def get(self, key: str) -> RunResult | None:
        body = read_entry(entry_path(self.folder, key), key, "result", self.secret)
        try:
            result = None if body is None else RunResult.from_json(body)
        except (ValueError, TypeError, KeyError, AttributeError):
            return None
        if result is not None:
            result.cached = True
        return result

    def put(self, key: str, result: RunResult) -> None:
        if result.ok:
            write_entry(entry_path(self.folder, key), key, "result", result.to_json(), self.secret)
