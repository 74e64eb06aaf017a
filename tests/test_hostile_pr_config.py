"""A pull request's mkdocs.yml, make arguments and changed paths: nothing runs that the build did not name.

- mkdocs.yml is checked before MkDocs loads it (``python -m pathshala_mkdocs``): a tag that would build a
  Python object, an alias, ``INHERIT`` are refused naming the line, and the command never ran;
- a build started with MkDocs itself is refused by the plugin once it sees the unchecked file;
- ``make lesson TITLE='$(shell …)'`` runs nothing, and a line break in TITLE writes nothing;
- ``make check-pr BASE=main`` lists the code paths a change touches, and says when only content changed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pathshala import boundary
from pathshala.content import config_check

from .conftest import REPO, scratch_course, tree_digest

pytestmark = pytest.mark.site
MAKE = shutil.which("make")


def with_config(project, extra: str) -> None:
    config = project.root / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8") + extra, encoding="utf-8")
    project.write({"docs/index.md": "# হোম\n\nশুরু।\n"})


@pytest.mark.parametrize(
    ("extra", "line_text", "refused"),
    [
        ('extra:\n  x: !!python/object/apply:os.system ["touch {marker}"]\n', "x:", "!!python/object/apply:os.system"),
        ('extra:\n  x: !!python/object/new:os.system ["touch {marker}"]\n', "x:", "!!python/object/new:os.system"),
        ("extra:\n  x: !!python/name:os.system\n", "x:", "!!python/name:os.system names a function"),
        ('extra:\n  x: !!python/object/apply:subprocess.check_call [["touch", "{marker}"]]\n', "x:",
         "!!python/object/apply:subprocess.check_call"),
        ("extra:\n  a: &a [x, x]\n  b: [*a, *a]\n", "a:", "YAML alias"),
        ("INHERIT: other.yml\n", "INHERIT", "INHERIT loads another file"),
        ("extra:\n  x: !relative $config_dir\n", "x:", "!relative is refused"),
    ],
)
def test_a_tag_in_mkdocs_yml_is_refused_before_mkdocs_reads_it(project, tmp_path, extra, line_text, refused):
    marker = tmp_path / "ran"
    with_config(project, extra.replace("{marker}", str(marker)))
    lines = (project.root / "mkdocs.yml").read_text(encoding="utf-8").splitlines()
    line = next(i for i, text in enumerate(lines, 1) if text.strip().startswith(line_text))
    built = project.build()
    assert built.returncode != 0
    assert f"mkdocs.yml:{line}:" in built.stderr and refused in built.stderr, built.stderr
    assert "refused before MkDocs reads it" in built.stderr
    assert not marker.exists()  # the command in the tag never ran
    assert not (project.root / "site").exists()


def test_a_tag_directive_does_not_hide_a_python_tag():
    text = '%TAG !e! tag:yaml.org,2002:python/object/apply:\n---\nsite_name: x\nextra: {x: !e!os.system ["id"]}\n'
    found = problems_of(text)
    assert len(found) == 1 and "mkdocs.yml:4:" in found[0] and "python/object/apply:os.system" in found[0]


def problems_of(text: str) -> list[str]:
    import tempfile

    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "mkdocs.yml"
        path.write_text(text, encoding="utf-8")
        return config_check.problems(path)


def test_the_real_configuration_passes_and_its_own_tags_are_the_allowed_ones():
    assert config_check.problems(REPO / "mkdocs.yml") == []
    text = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    assert "!ENV" in text and "!!python/name:pathshala.content.text.slugify" in text


def test_a_build_started_without_the_check_is_refused_by_the_plugin(project):
    """`python -m mkdocs build` loads the file unchecked (a harmless tag here); the plugin then refuses it."""
    with_config(project, "extra:\n  x: !!python/name:os.getcwd\n")
    direct = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=project.root,
                            capture_output=True, text=True, timeout=600,
                            env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert direct.returncode != 0
    assert "not started through `python -m pathshala_mkdocs`" in direct.stderr + direct.stdout
    assert "!!python/name:os.getcwd" in direct.stderr + direct.stdout


# -- make lesson ---------------------------------------------------------------------------------------------

def make(root: Path, *args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    """The repository's Makefile, run in ``root`` with this venv (its set-up stamp taken as done)."""
    venv_bin = str(Path(sys.executable).parent)
    return subprocess.run([MAKE, "-s", "-f", str(REPO / "Makefile"), "-o", ".venv/.installed", f"BIN={venv_bin}",
                           *args], cwd=root, capture_output=True, text=True, timeout=timeout,
                          env={k: v for k, v in os.environ.items() if k not in ("TITLE", "N", "SLUG", "MODULE")})


@pytest.mark.skipif(MAKE is None, reason="make is not installed")
def test_make_lesson_takes_its_title_as_text_never_as_make_or_shell(project, tmp_path):
    root = project.root
    marker = tmp_path / "ran"
    title = f"$(shell touch {marker}) `touch {marker}2` $$(touch {marker}3) ; echo"
    # Every lesson is on the roadmap, and TITLE must agree with it: the scratch course's roadmap names lesson 3 so.
    scratch_course(root, titles={3: title})
    done = make(root, "lesson", "N=03", "SLUG=text-only", f"TITLE={title}")
    assert done.returncode == 0, done.stdout + done.stderr
    assert not list(tmp_path.glob("ran*"))  # neither make nor the shell ran anything
    page = (root / "docs/03-text-only.md").read_text(encoding="utf-8")
    assert f"# {title}\n" in page  # the title as typed


@pytest.mark.skipif(MAKE is None, reason="make is not installed")
@pytest.mark.parametrize("title", ["দুই লাইন\nprint('code')", "ঠিক\rনা", "<img src=x onerror=alert(1)>",
                                   'উদ্ধৃতি "এভাবে"'])
def test_make_lesson_refuses_a_title_that_is_not_one_line_of_plain_text(project, title):
    root = project.root
    scratch_course(root)
    before = tree_digest(root)
    done = make(root, "lesson", "N=03", "SLUG=bad-title", f"TITLE={title}")
    assert done.returncode != 0
    assert "nothing was written" in done.stderr
    assert tree_digest(root) == before


# -- make check-pr -------------------------------------------------------------------------------------------

def git(root: Path, *args: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.invalid"}
    return subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True, check=True, env=env).stdout


@pytest.fixture
def repo(tmp_path) -> Path:
    root = tmp_path / "repo"
    files = {"docs/index.md": "# হোম\n", "docs/assets/js/x.js": "//\n", "snippets/l/a.py": "print(1)\n",
             "course/roadmap.yml": "lessons: []\n", "hooks/pathshala/x.py": "\n", "mkdocs.yml": "site_name: x\n",
             "README.md": "r\n"}
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "base")
    git(root, "checkout", "-q", "-b", "pr")
    return root


@pytest.mark.skipif(MAKE is None, reason="make is not installed")
def test_check_pr_says_when_only_content_changed(repo):
    (repo / "docs/index.md").write_text("# হোম\n\nনতুন।\n", encoding="utf-8")
    (repo / "docs/02-new.md").write_text("# নতুন\n", encoding="utf-8")
    (repo / "snippets/l/b.py").write_text("print(2)\n", encoding="utf-8")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "content")
    (repo / "course/glossary.yml").write_text("[]\n", encoding="utf-8")  # untracked: counted too
    done = make(repo, "check-pr", "BASE=main")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "content only: no code path changed" in done.stdout
    for path in ("docs/index.md", "docs/02-new.md", "snippets/l/b.py", "course/glossary.yml"):
        assert path in done.stdout


@pytest.mark.skipif(MAKE is None, reason="make is not installed")
def test_check_pr_lists_every_code_path_a_change_touches(repo):
    (repo / "docs/assets/js/x.js").write_text("alert(1)\n", encoding="utf-8")  # docs/, but docs/assets/ is code
    (repo / "mkdocs.yml").write_text("site_name: y\n", encoding="utf-8")
    git(repo, "mv", "snippets/l/a.py", "hooks/pathshala/a.py")  # a rename from content into code
    os.symlink("/etc/hostname", repo / "docs/link.txt")
    (repo / "bench").mkdir()
    (repo / "bench/new.py").write_text("\n", encoding="utf-8")  # untracked code
    (repo / "notes.txt").write_text("?\n", encoding="utf-8")  # a path neither list names: code
    git(repo, "add", "docs", "mkdocs.yml", "hooks")
    git(repo, "commit", "-q", "-m", "code")
    done = make(repo, "check-pr", "BASE=main")
    assert done.returncode != 0 and "Error 3" in done.stderr, done.stdout + done.stderr  # 3: code touched
    code = done.stdout.split("content —")[0]
    for path in ("docs/assets/js/x.js", "mkdocs.yml", "hooks/pathshala/a.py", "bench/new.py", "notes.txt"):
        assert path in code, path
    assert "D snippets/l/a.py" in done.stdout.split("content —")[1]
    assert "docs/link.txt  (a symbolic link: the build refuses it)" in done.stdout
    assert "CODE: 5 path(s) need a code review" in done.stdout


def test_the_boundary_names_the_issues_code_and_content():
    for path in ("hooks/pathshala/site.py", "overrides/main.html", "docs/assets/js/pathshala.js", "mkdocs.yml",
                 "Makefile", "pyproject.toml", ".github/workflows/ci.yml", ".ci/run", "bench/local.py",
                 "tests/conftest.py", "docs/assets"):
        assert boundary.kind(path) == "code", path
    for path in ("docs/07-tensors.md", "docs/figure.svg", "snippets/07-tensors/views.py", "course/glossary.yml",
                 "reports/torch-2.14.1.json"):
        assert boundary.kind(path) == "content", path
    for path in ("README.md", "SECURITY.md", "contributing/authoring.md", "contributing/deep/x.md"):
        assert boundary.kind(path) == "prose", path
    for path in ("contributing", "contributingx.md", "README.md.sh", "docs/README.md"):  # no prefix tricks
        assert boundary.kind(path) != "prose", path


@pytest.mark.skipif(MAKE is None, reason="make is not installed")
def test_check_pr_without_base_says_how_to_call_it(repo):
    done = make(repo, "check-pr")
    assert done.returncode != 0 and "usage: make check-pr BASE=main" in done.stderr


def test_git_control_files_anywhere_are_code():
    # A `.gitattributes` under snippets/ saying `*.out -diff` hid a forged recording from `git diff` as content.
    for path in ("snippets/l/.gitattributes", "snippets/.gitattributes", "docs/.gitattributes", "docs/a/b/.gitmodules",
                 "course/.mailmap", "reports/.gitignore", "snippets/l/.lfsconfig", ".gitattributes", ".gitmodules",
                 ".mailmap", "docs/.git/config", "snippets/l/.git-blame-ignore-revs"):
        assert boundary.kind(path) == "code", path
    for path in ("snippets/l/gitattributes.py", "docs/my.gitattributes.md", "snippets/l/x.gitignore.out",
                 "docs/mailmap.md", "course/git.yml", "docs/github.md"):
        assert boundary.kind(path) == "content", path


@pytest.mark.skipif(MAKE is None, reason="make is not installed")
def test_check_pr_calls_a_gitattributes_under_snippets_code(repo):
    (repo / "snippets/l/.gitattributes").write_text("*.out -diff\n", encoding="utf-8")
    (repo / "snippets/l/a.out").write_text("0.99\n", encoding="utf-8")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "a recording and a quiet diff")
    done = make(repo, "check-pr", "BASE=main")
    assert done.returncode != 0 and "Error 3" in done.stderr, done.stdout + done.stderr
    assert "snippets/l/.gitattributes" in done.stdout.split("content —")[0]
    assert "CODE: 1 path(s) need a code review" in done.stdout
