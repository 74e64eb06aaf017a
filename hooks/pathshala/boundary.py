"""The trust boundary (SECURITY.md) as a list of paths, and ``make check-pr BASE=main``.

**Code** is reviewed as code: it runs with the build's rights or in the reader's browser without a
check of ours. **Content** is checked by the build, which treats it as hostile whatever it holds.
A pull request that touches only content needs an editor; one that touches code needs a code
review as well, and ``check-pr`` says which paths. A path named by neither list counts as code:
the safe default for something new.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from .recordings import grants

# Reviewed as code: the build's machinery, what runs in a reader's browser, what installs and what tests.
CODE = (
    "hooks/", "overrides/", "docs/assets/", "mkdocs.yml", "Makefile", "pyproject.toml", "constraints.txt",
    "package.json", "package-lock.json", ".github/", ".ci/", "bench/", "tests/", ".gitignore",
    "grants.toml",  # fence options that weaken a check or widen the sandbox (grants.py)
)
# Checked by the build as untrusted: lesson pages and their files, snippets and recordings, course data,
# drift reports (the verification page reads them).
CONTENT = ("docs/", "snippets/", "course/", "reports/")
# Read by people, never by the build.
PROSE = ("README.md", "SECURITY.md", "contributing/")
# Files that steer git itself, wherever they sit: a `.gitattributes` under snippets/ with `*.out -diff`
# hides a forged recording from `git diff` (and from a reviewer); `.gitmodules` pulls in another
# repository; `.mailmap` rewrites who wrote what. Any name starting with `.git` counts (git may add more).
GIT_CONTROL = (".mailmap", ".lfsconfig")


def git_control(path: str) -> bool:
    """Does this path steer git (a `.gitattributes`, `.gitignore`, `.gitmodules`, `.mailmap`, … at any depth)?"""
    parts = path.split("/")
    return any(part.startswith(".git") for part in parts) or parts[-1] in GIT_CONTROL


def kind(path: str) -> str:
    """``code``, ``content`` or ``prose`` for a path relative to the repository's top."""
    if git_control(path):
        return "code"
    for prefix in CODE:
        if path in (prefix, prefix.rstrip("/")) or (prefix.endswith("/") and path.startswith(prefix)):
            return "code"
    for prefix in CONTENT:
        if path.startswith(prefix):
            return "content"
    for prefix in PROSE:
        if path == prefix or (prefix.endswith("/") and path.startswith(prefix)):
            return "prose"
    return "code"


@dataclass(frozen=True)
class Change:
    status: str  # git's letter: A added, M modified, D deleted, T type changed (a link?), ? untracked
    path: str

    @property
    def kind(self) -> str:
        return kind(self.path)


def _git(root: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(root), *args], capture_output=True, timeout=120)
    if done.returncode != 0:
        raise ValueError(done.stderr.decode("utf-8", errors="replace").strip() or f"git {' '.join(args)} failed")
    return done.stdout.decode("utf-8", errors="surrogateescape")


def changes(root: Path, base: str) -> tuple[str, list[Change]]:
    """Every path changed between ``base`` (where this branch left it) and the working tree, untracked
    files included; renames as a deletion and an addition, so both paths are judged."""
    fork = _git(root, "merge-base", base, "HEAD").strip()
    found: dict[str, Change] = {}
    fields = _git(root, "diff", "--name-status", "--no-renames", "-z", fork).split("\0")
    for status, path in zip(fields[0::2], fields[1::2], strict=False):
        if status and path:
            found[path] = Change(status[0], path)
    for path in _git(root, "ls-files", "--others", "--exclude-standard", "-z").split("\0"):
        if path:
            found[path] = Change("?", path)
    return fork, sorted(found.values(), key=lambda c: c.path)


def links(root: Path, paths: list[str]) -> set[str]:
    """Which of these paths are symbolic links in the working tree (the build refuses them)."""
    return {p for p in paths if (root / p).is_symlink()}


def report(fork: str, base: str, found: list[Change], linked: set[str]) -> tuple[str, int]:
    """The text ``check-pr`` prints and its exit status: 0 content only (or nothing), 3 code touched."""
    lines = [f"check-pr: {len(found)} path(s) changed since {base} (merge-base {fork[:12]})"]
    titles = {"code": "code — needs a code review (SECURITY.md: the build trusts it)",
              "content": "content — checked by the build as untrusted",
              "prose": "documentation — read by people, not by the build"}
    for group in ("code", "content", "prose"):
        mine = [c for c in found if c.kind == group]
        if mine:
            lines.append(f"{titles[group]}:")
            lines += [f"  {c.status} {c.path}" + ("  (a symbolic link: the build refuses it)" if c.path in linked
                                                  else "") for c in mine]
    code = [c for c in found if c.kind == "code"]
    if code:
        lines.append(f"CODE: {len(code)} path(s) need a code review before this change is built with secrets "
                     "or published.")
        return "\n".join(lines), 3
    lines.append("content only: no code path changed; the build checks the rest.")
    return "\n".join(lines), 0


def main(root: Path, base: str) -> int:
    if not base:
        print("usage: make check-pr BASE=main (the branch this change will be merged into)", file=sys.stderr)
        return 2
    try:
        fork, found = changes(root, base)
    except (ValueError, OSError, subprocess.SubprocessError) as err:
        print(f"check-pr: {err}", file=sys.stderr)
        return 2
    text, status = report(fork, base, found, links(root, [c.path for c in found]))
    print(text)
    if any(c.path == grants.GRANTS for c in found):
        print(granted(root, fork))
    return status


def granted(root: Path, fork: str) -> str:
    """What a change of grants.toml grants or takes back (fence options that weaken a check), one per line."""
    try:
        before = subprocess.run(["git", "-C", str(root), "show", f"{fork}:{grants.GRANTS}"], capture_output=True,
                                timeout=120).stdout or None
    except (OSError, subprocess.SubprocessError):
        before = None
    path = root / grants.GRANTS
    after = path.read_bytes() if path.is_file() else None
    lines = grants.changes(before, after)
    return "\n".join([f"{grants.GRANTS}: options that weaken a check or widen a run's sandbox, per snippet:",
                      *(lines or ["  (no grant added or taken back)"])])
