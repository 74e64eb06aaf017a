"""The guides point at files that exist (issue 35 item 7), inside the repository (issue 39 item 3).

A contributor who has only the repository can read every document it points at: every tracked Markdown
document (README.md, SECURITY.md, contributing/, the lessons, reports/README.md) links only to files in the
checkout, never outside it (``../shared/STYLE.md``, ``/work/…``), and no tracked file but the guides in
contributing/ mentions the course's old out-of-tree documents (``STYLE.md``, ``../shared``): their
content lives in contributing/style.md and contributing/review.md.

Two kinds of reference are checked:

- every relative Markdown link (inline ``[text](target)`` or a reference definition ``[label]: target``), outside
  code, resolves from the guide's folder to a file or folder;
- every code span that names a repo path (its first part one of the checkout's top-level folders, no
  placeholder such as ``<name>`` or ``*``) names one that exists, as ``docs/assets/css/widgets.css`` did not
  after the stylesheets became one. The guides' worked examples name files a reader is told to create:
  those are listed in ``EXAMPLES``, each with the guide that creates it.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import REPO


def tracked_files(root: Path) -> list[Path]:
    """The files git tracks in ``root`` (a checkout), or, outside git, every file but the set-up and build ones."""
    listed = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, text=True)
    if listed.returncode == 0:
        return sorted(root / rel for rel in listed.stdout.split("\0") if rel and (root / rel).is_file())
    skip = {".git", ".venv", "node_modules", ".cache", "site", "test-artifacts", "__pycache__", ".pytest_cache",
            ".ruff_cache"}
    return sorted(p for p in root.rglob("*") if p.is_file() and not skip & set(p.relative_to(root).parts))


TRACKED = tracked_files(REPO)
DOCUMENTS = [p for p in TRACKED if p.suffix == ".md"]
GUIDES = [REPO / "README.md", *sorted((REPO / "contributing").glob("*.md"))]
# What the course's documents were called before they moved into contributing/: outside the repository.
OUT_OF_TREE = ("../shared", "/work/shared", "STYLE.md", "REVIEW.md", "ROADMAP.md")
TOP = {p.name for p in REPO.iterdir() if p.is_dir() and not p.name.startswith(".")} - {"site", "node_modules"}

# Files a guide tells its reader to create (they exist only once the reader has followed it).
EXAMPLES = {
    # make lesson N=09 (README.md, authoring.md)
    "docs/09-modules.md", "snippets/09-modules/first.py", "snippets/09-modules/",
    "docs/NN-slug.md",  # authoring.md: the name a new lesson's page takes
    "snippets/NN-slug/",  # porting.md: that lesson's snippet folder
    "overrides/pathshala/",  # blocks.md: where a project's template overrides go
    # blocks.md: the worked kind, and one with a run
    "hooks/pathshala/blocks/note.py", "hooks/pathshala/rendering/templates/blocks/note.html",
    "hooks/pathshala/blocks/terminal.py", "hooks/pathshala/rendering/templates/blocks/terminal.html",
}

_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})([^`]*)$")  # CommonMark: a backtick fence's info string holds none
_SPAN = re.compile(r"(`+)(.+?)\1", re.S)
_LINK = re.compile(r"(?<!!)\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)|^[ ]{0,3}\[[^\]]+\]:\s*(\S+)", re.M)
_PLACEHOLDER = re.compile(r"[<>*{}\[\]$…]|\.\.\.")


def outside_fences(text: str) -> str:
    """``text`` without its fenced code blocks (a fence closes on a line of at least as many of its character)."""
    kept, fence = [], None
    for line in text.splitlines():
        if fence is None:
            opened = _OPEN.match(line)
            if opened:
                fence = opened.group(1)
            else:
                kept.append(line)
        elif re.fullmatch(rf" {{0,3}}{fence[0]}{{{len(fence)},}}\s*", line):
            fence = None
    return "\n".join(kept)


def links(text: str) -> list[str]:
    """The relative targets of the Markdown links in ``text`` outside code (no scheme, no bare #anchor)."""
    prose = _SPAN.sub("", outside_fences(text))
    found = [m.group(1) or m.group(2) for m in _LINK.finditer(prose)]
    return [t for t in found if not re.match(r"[a-zA-Z][a-zA-Z+.-]*:", t) and not t.startswith("#")]


def span_paths(text: str) -> list[str]:
    """The repo paths named by code spans in ``text`` (``path:line`` and ``path#anchor`` read as the path)."""
    found = []
    for m in _SPAN.finditer(outside_fences(text)):
        word = m.group(2).strip().rstrip(".,:;")
        if " " in word or "/" not in word or word.split("/")[0] not in TOP or _PLACEHOLDER.search(word):
            continue
        found.append(re.split(r"[:#]", word)[0])
    return found


def bad_links(document: Path, root: Path) -> list[str]:
    """The links of ``document`` that leave ``root`` (an absolute path, ``../`` past the top) or miss their file."""
    bad = []
    for target in links(document.read_text(encoding="utf-8")):
        path = target.split("#")[0]
        resolved = (document.parent / path).resolve()
        if path.startswith("/") or not resolved.is_relative_to(root.resolve()):
            bad.append(f"{target} (outside the repository)")
        elif not resolved.exists():
            bad.append(f"{target} (no such file)")
    return bad


def out_of_tree_mentions(files: list[Path], root: Path) -> list[str]:
    """``file:line: name`` for every mention of an out-of-tree document outside contributing/ (and this test)."""
    found = []
    for path in files:
        rel = path.relative_to(root).as_posix()
        if rel.startswith("contributing/") or rel == "tests/test_guide_links.py":
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # a font, an image: no prose
        for number, line in enumerate(text.splitlines(), 1):
            found += [f"{rel}:{number}: {name}" for name in OUT_OF_TREE if name in line]
    return found


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.relative_to(REPO).as_posix())
def test_every_relative_link_of_a_document_stays_inside_and_resolves(document):
    bad = bad_links(document, REPO)
    assert not bad, f"{document.relative_to(REPO)} links to what a clone does not have: {bad}"


def test_no_file_names_a_document_outside_the_repository():
    found = out_of_tree_mentions(TRACKED, REPO)
    assert not found, "these name documents outside the repository (the guides are contributing/style.md " \
                      "and contributing/review.md):\n  " + "\n  ".join(found)


def test_the_course_guides_are_in_the_repository_and_the_front_doors_point_at_them():
    for guide in ("style.md", "review.md", "porting.md"):
        assert (REPO / "contributing" / guide).is_file(), guide
        for door in ("README.md", "contributing/authoring.md"):
            assert f"{'contributing/' if door == 'README.md' else ''}{guide})" in (REPO / door).read_text(
                encoding="utf-8"), f"{door} does not link {guide}"
    style = (REPO / "contributing/style.md").read_text(encoding="utf-8")
    assert "`course/terms.yml`" in style and "from_lesson" in style  # the vocabulary rules, explained


def test_links_and_mentions_outside_the_repository_are_found(tmp_path):
    root = tmp_path / "repo"
    (root / "contributing").mkdir(parents=True)
    (root / "course").mkdir()
    (root / "contributing" / "a.md").write_text("See [style](../../shared/STYLE.md), [abs](/work/shared/x.md),\n"
                                                "[here](a.md), [gone](b.md), [up](../course/).\n", encoding="utf-8")
    (root / "course" / "terms.yml").write_text("why: Latin script (STYLE.md)\n# see ../shared/course\n",
                                               encoding="utf-8")
    (root / "README.md").write_text("the style guide, STYLE.md\n", encoding="utf-8")
    assert bad_links(root / "contributing" / "a.md", root) == [
        "../../shared/STYLE.md (outside the repository)", "/work/shared/x.md (outside the repository)",
        "b.md (no such file)"]
    files = [root / "README.md", root / "contributing" / "a.md", root / "course" / "terms.yml"]
    assert out_of_tree_mentions(files, root) == [
        "README.md:1: STYLE.md", "course/terms.yml:1: STYLE.md", "course/terms.yml:2: ../shared"]


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.name)
def test_every_repo_path_a_guide_names_exists(guide):
    text = guide.read_text(encoding="utf-8")
    stale = [p for p in span_paths(text) if p not in EXAMPLES and not (REPO / p).exists()]
    assert not stale, f"{guide.relative_to(REPO)} names paths that do not exist: {stale}"


def test_the_examples_are_still_named():
    """An example a guide no longer names leaves the list (it would hide a stale path). An example may exist: a
    reader who followed README's "Add a lesson" has docs/09-modules.md (tests/test_add_a_lesson.py), and a path
    that exists hides nothing."""
    named = {p for guide in GUIDES for p in span_paths(guide.read_text(encoding="utf-8"))}
    assert named >= EXAMPLES, f"no guide names {sorted(EXAMPLES - named)}"


def test_the_readers_see_a_stale_link_and_a_stale_path():
    text = "See [the map](nowhere.md), `docs/assets/css/widgets.css`, `x <b>`, [web](https://x.org) and\n" \
           "```\n[in code](gone.md) `docs/gone.css`\n```\n`[quoted](also-gone.md)`\n[ref]: ../missing.md\n"
    assert links(text) == ["nowhere.md", "../missing.md"]
    assert span_paths(text) == ["docs/assets/css/widgets.css"]
