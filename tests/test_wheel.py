"""The package installs: its wheel, in a fresh venv, builds a tiny site (issue 35 item 5).

The wheel is built from a copy of ``pyproject.toml`` and ``hooks/`` (never in the checkout: no ``build/`` or
egg-info left behind), with this venv's setuptools and no index. The fresh venv gets the wheel alone
(``--no-deps --no-index``); its dependencies are this venv's, reached through a path line in a ``.pth`` file,
which puts the folder on ``sys.path`` without running the ``.pth`` files in it, so the editable install of
this checkout (``__editable__.pathshala-*.pth``) stays out and every ``pathshala`` module, template and asset
must come from the wheel. Nothing leaves the machine.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO, write_tree

pytestmark = [pytest.mark.site, pytest.mark.wheel]

# Every package under hooks/ and every file the engine reads beside its code.
WANTED = [
    "pathshala/__init__.py", "pathshala/blocks/fence.py", "pathshala/gate/prose.py", "pathshala/exercise/block.py",
    "pathshala/glossary/data.py", "pathshala_mkdocs/plugin.py",
    "pathshala/rendering/templates/blocks/fence.html", "pathshala/rendering/templates/glossary/term.html",
    "pathshala/rendering/templates/blocks/exercise.html", "pathshala/exercise/pyodide_proof.mjs",
]

CONFIG = """\
site_name: Tiny
docs_dir: docs
strict: true
theme:
  name: material
  font: false   # the publishing wall refuses anything loaded from outside the site (SECURITY.md)
plugins:
  - pathshala
markdown_extensions:
  - pymdownx.snippets:
      base_path: [snippets]
      check_paths: true
  - pymdownx.superfences
"""
PAGE = '# Tiny\n\n```python exec="on" result="text"\n--8<-- "index/hello.py"\n```\n'
SNIPPET = 'print("installed from a wheel:", sum(range(5)))\n'
# The course data every Pathshala site has (the lesson frame reads the roadmap, the gate the glossary), empty.
COURSE = {"course/roadmap.yml": "total_lessons: 1\ntotal_modules: 1\nlessons: []\n", "course/glossary.yml": "[]\n"}


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"}}
    return {**env, "NO_MKDOCS_2_WARNING": "1", "PIP_NO_INDEX": "1"}


def build_wheel(source: Path, out: Path) -> Path:
    """The wheel of ``source`` (a checkout holding pyproject.toml and hooks/), built offline from a copy of it."""
    copy = out / "src"
    copy.mkdir(parents=True)
    shutil.copy(source / "pyproject.toml", copy / "pyproject.toml")
    shutil.copytree(source / "hooks", copy / "hooks", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q",
         "-w", str(out / "dist"), str(copy)],
        capture_output=True, text=True, env=_clean_env(), timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (wheel,) = (out / "dist").glob("pathshala-*.whl")
    return wheel


def fresh_venv(where: Path, wheel: Path) -> Path:
    """A new venv holding the wheel, with this venv's third-party packages on its path; its python."""
    venv.EnvBuilder(with_pip=False).create(where)
    python = where / "bin" / "python"
    purelib = Path(subprocess.check_output([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                           text=True).strip())
    ours = sysconfig.get_paths()["purelib"]
    (purelib / "zz_deps_of_the_test_venv.pth").write_text(ours + "\n", encoding="utf-8")
    done = subprocess.run(
        [python, "-m", "pip", "install", "--no-deps", "--no-index", "-q", str(wheel)],
        capture_output=True, text=True, env=_clean_env(), timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return python


def test_the_wheel_holds_every_package_and_its_data(tmp_path):
    names = set(zipfile.ZipFile(build_wheel(REPO, tmp_path)).namelist())
    missing = [name for name in WANTED if name not in names]
    assert not missing, f"the wheel lacks {missing}"
    source = sorted(p.relative_to(REPO / "hooks").as_posix() for p in (REPO / "hooks").rglob("*")
                    if p.is_file() and not {"__pycache__", "pathshala.egg-info"} & set(p.parts) and p.suffix != ".pyc")
    assert len(source) > 100 and not [f for f in source if f not in names]  # every file of hooks/, found
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]  # the source, nothing compiled


def test_an_installed_wheel_builds_a_tiny_site(tmp_path):
    python = fresh_venv(tmp_path / "venv", build_wheel(REPO, tmp_path / "wheel"))
    site = tmp_path / "site-src"  # no hooks/ here: the engine can come from nowhere but the wheel
    write_tree(site, {"mkdocs.yml": CONFIG, "docs/index.md": PAGE, "snippets/index/hello.py": SNIPPET, **COURSE})
    env = _clean_env()

    where = subprocess.run([python, "-c", "import pathshala, pathshala_mkdocs, pathshala.blocks.fence as f;"
                            "print(pathshala.__file__); print(pathshala_mkdocs.__file__); print(f.__file__)"],
                           cwd=site, capture_output=True, text=True, env=env, timeout=120)
    assert where.returncode == 0, where.stdout + where.stderr
    for path in where.stdout.split():
        assert Path(path).is_relative_to(tmp_path / "venv"), f"{path} is not the installed wheel's"

    accepted = subprocess.run([python, "-m", "pathshala", "accept", "--root", str(site)],
                              cwd=site, capture_output=True, text=True, env=env, timeout=600)
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert (site / "snippets" / "index" / "hello.out").read_text(encoding="utf-8") == "installed from a wheel: 10\n"

    built = subprocess.run([python, "-m", "pathshala_mkdocs", "build", "--strict", "--site-dir", "site"],
                           cwd=site, capture_output=True, text=True, env=env, timeout=600)
    assert built.returncode == 0, built.stdout + built.stderr
    html = (site / "site" / "index.html").read_text(encoding="utf-8")
    assert "installed from a wheel: 10" in html
