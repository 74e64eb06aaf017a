"""Shared fixtures: a runner, throw-away projects, and whole-site builds in a subprocess."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def runner():
    from pathshala.runner import Runner

    return Runner()


def write_tree(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def tree_digest(root: Path, skip: tuple[str, ...] = (".cache", "site")) -> dict[str, str]:
    """Every file under root (build outputs excepted) to the hash of its bytes."""
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.relative_to(root).parts[0] not in skip
    }


@dataclass
class Project:
    """A throw-away copy of the site's machinery with pages and snippets of a test's choosing."""

    root: Path

    def write(self, files: dict[str, str]) -> None:
        write_tree(self.root, files)

    def build(self, *, env: dict[str, str] | None = None, site_dir: str = "site") -> subprocess.CompletedProcess:
        run_env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", **(env or {})}
        return subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", site_dir],
            cwd=self.root, capture_output=True, text=True, env=run_env, timeout=600,
        )

    def accept(self) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "pathshala", "accept", "--root", str(self.root)],
            cwd=self.root, capture_output=True, text=True, timeout=600,
        )

    def html(self, page: str, site_dir: str = "site") -> str:
        return (self.root / site_dir / page / "index.html").read_text(encoding="utf-8")


def copy_machinery(dest: Path, with_content: bool) -> None:
    """mkdocs.yml, hooks and assets; with_content also copies the real docs/ and snippets/."""
    shutil.copytree(REPO / "hooks", dest / "hooks", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    shutil.copytree(REPO / "course", dest / "course")
    if with_content:
        shutil.copytree(REPO / "docs", dest / "docs")
        shutil.copytree(REPO / "snippets", dest / "snippets")
        shutil.copy(REPO / "mkdocs.yml", dest / "mkdocs.yml")
    else:
        shutil.copytree(REPO / "docs" / "assets", dest / "docs" / "assets")
        (dest / "snippets").mkdir()
        (dest / "course" / "roadmap.yml").write_text("total_lessons: 91\ntotal_modules: 14\nlessons: []\n")
        config = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
        config = re.sub(r"(?m)^nav:\n(?:[ \t]+.*\n)+", "", config)  # let MkDocs list the test's pages
        (dest / "mkdocs.yml").write_text(config, encoding="utf-8")


@pytest.fixture
def project(tmp_path) -> Project:
    """An empty site (no pages yet) with the real configuration and hooks."""
    root = tmp_path / "project"
    root.mkdir()
    copy_machinery(root, with_content=False)
    return Project(root)


@pytest.fixture
def real_project(tmp_path) -> Project:
    """A copy of the real site, content included, with its own empty cache."""
    root = tmp_path / "real"
    root.mkdir()
    copy_machinery(root, with_content=True)
    return Project(root)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Project:
    """The real site built once (strict) for tests that only read its HTML."""
    root = tmp_path_factory.mktemp("built") / "real"
    root.mkdir()
    copy_machinery(root, with_content=True)
    proj = Project(root)
    result = proj.build()
    assert result.returncode == 0, result.stdout + result.stderr
    return proj
