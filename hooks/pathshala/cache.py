"""Reuse a run when nothing that could change its output changed.

The key covers the code and its display path, the local modules it imports
(followed transitively), data files beside it, the runner's settings and
source, and the versions of Python, torch and numpy.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path

from .result import RunResult
from .runner import Job
from .settings import RunSettings
from .snippet_folder import data_files, local_modules

# What shapes a run's output: the runner, and the figure helpers snippets import.
_ENGINE_FILES = ("child.py", "forkserver.py", "runner.py", "figures.py", "plots.py")


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@lru_cache(maxsize=1)
def engine_fingerprint() -> str:
    here = Path(__file__).parent
    return _digest(b"".join((here / name).read_bytes() for name in _ENGINE_FILES))


def cache_key(job: Job, settings: RunSettings, versions: dict[str, str]) -> str:
    parts = {
        "code": _digest(job.code.encode()),
        "display_path": job.display_path,
        "first_line": job.first_line,
        "modules": {k: _digest(v) for k, v in sorted(local_modules(job.code, job.folder).items())},
        "data": {k: _digest(v) for k, v in data_files(job.folder).items()},
        "settings": settings.as_dict(),
        "timeout": job.timeout,
        "figures": list(job.figures),
        "versions": versions,
        "engine": engine_fingerprint(),
    }
    return _digest(json.dumps(parts, sort_keys=True).encode())


class Cache:
    """Results on disk, one JSON file a key. Only clean runs are kept: a failure re-runs."""

    def __init__(self, folder: Path):
        self.folder = folder

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.json"

    def get(self, key: str) -> RunResult | None:
        try:
            result = RunResult.from_json(self._path(key).read_text(encoding="utf-8"))
        except (OSError, ValueError, TypeError):
            return None
        result.cached = True
        return result

    def put(self, key: str, result: RunResult) -> None:
        if not result.ok:
            return
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(result.to_json(), encoding="utf-8")
        tmp.replace(path)
