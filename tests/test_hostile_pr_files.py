"""A pull request's files: only allowed types are published, and no link is ever followed to read, write or delete.

- a content file of docs/ (outside docs/assets/) is published only as a page, an image or a figure that
  passes the figure allow-list; HTML, scripts and anything else are refused, naming the file;
- a build refuses to start when a symbolic link sits where it reads or writes, or git tracks one, or git
  tracks a file under site/ or .cache/; each refusal names the path, and nothing outside the copy changes;
- below that wall, every write and delete of the build (``safe_fs``) refuses a link on the way and replaces
  a link at the end instead of writing through it: the memo's prune, accept's accepted.json;
- a figure of 5,000 nested groups is a problem with page and line, never a RecursionError.
"""

from __future__ import annotations

import os
import subprocess

import pytest

from pathshala import safe_fs
from pathshala.project import Project
from pathshala.recordings import recorded
from pathshala.site import SiteBuild

from .conftest import tree_digest, write_tree

FIGURE = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>বৃত্ত</title>'
          '<!-- a comment --><circle cx="5" cy="5" r="4" style="fill:var(--md-accent-fg-color)"/></svg>\n')
PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000")


@pytest.fixture
def outside(tmp_path):
    """Files outside the project that a hostile link points at; the test checks none of them changed."""
    root = tmp_path / "outside"
    write_tree(root, {"secret.txt": "TOKEN-1234\n", "victim/keep.txt": "keep me\n", "victim/sub/also.txt": "me too\n",
                      "victim.json": '{"mine": true}\n'})
    return root


def home(project) -> None:
    project.write({"docs/index.md": "# হোম\n\nশুরু।\n"})


# -- content files by type -----------------------------------------------------------------------------------

@pytest.mark.site
@pytest.mark.parametrize(
    ("name", "body", "why"),
    [
        ("evil.html", "<script>alert(1)</script>", "HTML is refused"),
        ("sub/Evil.HTM", "<script>alert(1)</script>", "HTML is refused"),
        ("evil.xhtml", "<x/>", "HTML is refused"),
        ("evil.js", "alert(1)", "a script belongs in docs/assets/"),
        ("evil.css", "body{}", "a stylesheet belongs in docs/assets/"),
        ("notes.txt", "hello", "a .txt is not a type content may add"),
        ("evil.svg", FIGURE.replace("<circle", '<circle onload="alert(1)"'), "an event handler onload="),
        ("evil2.svg", FIGURE.replace("<title>", '<script>alert(1)</script><title>'), "holds a <script>"),
        ("deep.svg", FIGURE.replace("<circle", "<g>" * 5000 + "<circle").replace("</svg>", "</g>" * 5000 + "</svg>"),
         "nests its elements 5002 levels deep"),
        ("untitled.svg", FIGURE.replace("<title>বৃত্ত</title>", ""), "has no <title>"),
    ],
)
def test_a_content_file_of_a_refused_type_stops_the_build_naming_it(project, name, body, why):
    home(project)
    project.write({f"docs/{name}": body})
    built = project.build()
    assert built.returncode != 0
    assert f"docs/{name} is refused" in built.stderr and why in built.stderr, built.stderr[-3000:]
    assert not (project.root / "site" / name).exists()


@pytest.mark.site
def test_allowed_content_files_are_published_and_a_figure_as_its_cleaned_tree(project):
    home(project)
    project.write({"docs/figs/circle.svg": FIGURE})
    (project.root / "docs/figs/dot.png").write_bytes(PNG)
    built = project.build()
    assert built.returncode == 0, built.stderr[-3000:]
    site = project.root / "site"
    published = (site / "figs/circle.svg").read_text(encoding="utf-8")
    assert "<!--" not in published and "<circle" in published and "<title>বৃত্ত</title>" in published
    assert (site / "figs/dot.png").read_bytes() == PNG


# -- links: the build does not start ---------------------------------------------------------------------------

def link(at, target, project_root):
    path = project_root / at
    path.parent.mkdir(parents=True, exist_ok=True)
    os.symlink(target, path)


@pytest.mark.site
@pytest.mark.parametrize(
    ("at", "target", "named"),
    [
        ("docs/leak.txt", "secret.txt", "docs/leak.txt is a symbolic link"),
        ("docs/leak.md", "secret.txt", "docs/leak.md is a symbolic link"),
        ("snippets/x.txt", "secret.txt", "snippets/x.txt is a symbolic link"),
        ("snippets/l/data", "victim", "snippets/l/data is a symbolic link"),
        ("course/glossary.yml", "secret.txt", "course/glossary.yml is a symbolic link"),
        ("overrides/partials", "victim", "overrides/partials is a symbolic link"),
        ("site", "victim", "site is a symbolic link"),
        (".cache", "victim", ".cache is a symbolic link"),
        (".cache/pathshala/memo", "victim", ".cache/pathshala/memo is a symbolic link"),
        (".cache/pathshala/memo/sanitize", "victim", ".cache/pathshala/memo/sanitize is a symbolic link"),
    ],
)
def test_a_link_where_the_build_reads_or_writes_stops_it_before_anything_happens(project, outside, at, target,
                                                                                   named):
    home(project)
    if at == "course/glossary.yml":
        (project.root / at).unlink()
    link(at, outside / target, project.root)
    project.write({"docs/page.md": '# পাতা\n\n--8<-- "x.txt"\n'})  # an include of snippets/x.txt, if it got that far
    before = tree_digest(outside, skip=())
    built = project.build()
    assert built.returncode != 0
    assert "the build does not start" in built.stderr and named in built.stderr, built.stderr[-3000:]
    assert tree_digest(outside, skip=()) == before
    assert "TOKEN-1234" not in built.stdout + built.stderr
    assert not (project.root / "site").is_dir() or (project.root / "site").is_symlink()


def git(root, *args):
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.invalid"}
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True, env=env)


@pytest.mark.site
@pytest.mark.parametrize(
    ("committed", "named"),
    [
        ("link", "notes/leak.txt is a symbolic link committed to git"),
        (".cache/pathshala/runs/ab/forged.entry", ".cache/pathshala/runs/ab/forged.entry is committed under .cache/"),
        ("site/index.html", "site/index.html is committed under site/"),
    ],
)
def test_git_tracking_a_link_or_a_build_output_stops_the_build(project, outside, committed, named):
    home(project)
    git(project.root, "init", "-q")
    if committed == "link":
        link("notes/leak.txt", outside / "secret.txt", project.root)  # outside every folder the build reads
    else:
        project.write({committed: "forged\n"})
    git(project.root, "add", "-A", "-f")
    git(project.root, "commit", "-q", "-m", "pr")
    if committed != "link":
        git(project.root, "rm", "-q", "--cached", "-r", "--ignore-unmatch", "node_modules")
        (project.root / committed).unlink()  # gone from the disk, still tracked: the build refuses all the same
    built = project.build()
    assert built.returncode != 0
    assert named in built.stderr, built.stderr[-3000:]


# -- below the wall: no write or delete through a link ------------------------------------------------------------

def test_safe_writes_replace_a_link_at_the_end_and_refuse_one_on_the_way(tmp_path, outside):
    top = tmp_path / "top"
    top.mkdir()
    os.symlink(outside / "victim.json", top / "accepted.json")
    safe_fs.write_text(top, top / "accepted.json", "new\n")
    assert not (top / "accepted.json").is_symlink() and (top / "accepted.json").read_text() == "new\n"
    assert (outside / "victim.json").read_text() == '{"mine": true}\n'
    os.symlink(outside / "victim", top / "memo")
    with pytest.raises(safe_fs.LinkError):
        safe_fs.write_text(top, top / "memo/ab/x.entry", "x")
    with pytest.raises(safe_fs.LinkError):
        safe_fs.remove(top, top / "memo/keep.txt")
    assert safe_fs.remove(top, top / "memo") and (outside / "victim/keep.txt").is_file()  # the link itself went
    with pytest.raises(safe_fs.LinkError):
        safe_fs.write_text(top, top / "../escape.txt", "x")


def test_the_memo_prune_never_deletes_through_a_linked_folder(tmp_path, outside):
    root = tmp_path / "project"
    (root / ".cache/pathshala/memo").mkdir(parents=True)
    os.symlink(outside / "victim", root / ".cache/pathshala/memo/sanitize")
    before = tree_digest(outside, skip=())
    kept = Project(root).memo("sanitize", "code")
    kept.put(kept.key("x"), "value")  # refused on the way: the memo is only slower
    assert kept.prune() == 0
    assert tree_digest(outside, skip=()) == before
    (root / ".cache/pathshala/memo/sanitize").unlink()
    kept = Project(root).memo("sanitize", "code")
    kept.put(kept.key("y"), "value")
    write_tree(root, {".cache/pathshala/memo/sanitize/ab/stale.entry": "old"})
    os.symlink(outside / "victim/keep.txt", root / ".cache/pathshala/memo/sanitize/ab/link.entry")
    assert kept.prune() == 2  # the stale entry and the link itself; the link's target stays
    assert (outside / "victim/keep.txt").read_text() == "keep me\n"
    assert kept.get(kept.key("y")) == "value"


def test_accept_replaces_a_linked_acceptance_record_instead_of_writing_through_it(tmp_path, outside):
    root = tmp_path / "project"
    write_tree(root, {"snippets/l/ok.py": "print('ok')\n"})
    os.symlink(outside / "victim.json", root / "snippets/l/accepted.json")
    recorded.write_acceptance(root, "l", {"torch": "x"}, "2026-01-01", {"os": "linux"}, ["ok.out"])
    assert (outside / "victim.json").read_text() == '{"mine": true}\n'
    assert not (root / "snippets/l/accepted.json").is_symlink()


# -- crashes become problems ---------------------------------------------------------------------------------------

DEEP_FIGURE = '''depth = 5000
with open("deep.svg", "w", encoding="utf-8") as f:
    f.write('<svg xmlns="http://www.w3.org/2000/svg"><title>t</title>' + "<g>" * depth + "</g>" * depth + "</svg>")
print("drawn")
'''


def test_a_figure_of_5000_nested_groups_is_a_problem_with_page_and_line(tmp_path):
    root = tmp_path / "project"
    write_tree(root, {"snippets/l/deep.py": DEEP_FIGURE})
    page = '# L\n\nলেখা।\n\n```python exec="on" figures="deep.svg"\n--8<-- "l/deep.py"\n```\n'
    build = SiteBuild(root, cache_dir=root / ".cache", accept=True)
    try:
        model = build.run({"l.md": page})
    finally:
        build.runner.close()
    (problem,) = [p for p in model.problems if "deep.svg" in str(p)]
    assert str(problem).startswith("docs/l.md:5:")
    assert "nests its elements 5001 levels deep" in str(problem)
