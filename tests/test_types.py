"""The engine type-checks (issue 35 item 7): mypy over hooks/pathshala/ as pyproject.toml's [tool.mypy] configures it,
every module of it (no module's errors are ignored: the runner's side joined the rest once its 32 errors were fixed).
"""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import REPO


def mypy(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mypy", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=600)


def test_the_engine_type_checks():
    done = mypy()
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues found" in done.stdout


def test_no_engine_module_is_exempt():
    """pyproject.toml ignores no module's errors: only third-party packages without types are let through."""
    import tomllib

    overrides = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]["overrides"]
    assert not [o for o in overrides if o.get("ignore_errors")]
    assert not [m for o in overrides for m in o["module"] if m.split(".")[0] in ("pathshala", "pathshala_mkdocs")]


def test_the_check_fails_on_an_engine_type_error(tmp_path):
    """The mutant: a str handed where the engine's own code wants a Path (checked with the same configuration)."""
    bad = tmp_path / "pathshala_mutant.py"
    bad.write_text("from pathlib import Path\n\n"
                   "from pathshala.content.tracked import refusals\n\nrefusals('not a path')\n")
    done = mypy(str(bad))
    assert done.returncode == 1 and 'incompatible type "str"; expected "Path"' in done.stdout, done.stdout
