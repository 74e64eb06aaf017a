"""README's "Add a lesson", followed as written in a scratch copy of the repository, then the suite's tests that
depend on which lessons the course has written, run against that copy (issue 39 item 1).

The copy is this checkout's tracked files with the course emptied to its roadmap (no lesson written, no
snippets, an empty glossary, no grants), so the build stays small and nothing depends on the lessons written
here. In it: the README's `make lesson` command; README's `make check-pr` (content only: the nav comes from the
roadmap); a snippet embedded by the README's fence, with a claim and a quiz that proves its answer; `make accept`;
the README's `make review`; `make build` (strict). Then the test modules in
``COURSE_DEPENDENT`` run in the copy: they read the copy's roadmap, pages and guides, so a test that assumed a
lesson was unwritten (as ``test_new_lesson.py`` did of lesson ০৯) fails here.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import REPO

pytestmark = [pytest.mark.site, pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")]

# The tests that decide what to expect from the course's roadmap, pages, snippets or guides (not from a lesson
# they name): each must pass in any course, this one with a single lesson freshly added included.
COURSE_DEPENDENT = [
    "tests/test_new_lesson.py",
    "tests/test_course_nav.py",
    "tests/test_hostile_pr_config.py",
    "tests/test_lesson.py",
    "tests/test_course_map.py",
    "tests/test_guide_links.py",
    "tests/test_committed_reports.py",
    "tests/test_selfcontained.py",
    "tests/test_notebook.py::test_downloaded_notebook_runs_without_pathshala_to_the_recorded_outputs",
]
# A lesson's page and snippet folder; the shared snippet helpers (snippets/_shared) are the project's, and stay.
_LESSON = re.compile(r"^(docs/\d{2}-[a-z0-9-]+\.md|snippets/(?!_shared/).+)$")
GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.invalid"}


def scratch_repository(dest: Path) -> None:
    """A clone's worth of this checkout (its tracked files) whose course has no lesson written yet."""
    listed = subprocess.run(["git", "-C", str(REPO), "ls-files", "-z"], capture_output=True, text=True, check=True)
    for rel in filter(None, listed.stdout.split("\0")):
        if _LESSON.match(rel) or not (REPO / rel).is_file():
            continue
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / rel, dest / rel)
    (dest / "snippets").mkdir(exist_ok=True)
    roadmap = dest / "course" / "roadmap.yml"
    roadmap.write_text(re.sub(r", page: [\w.-]+\}", "}", roadmap.read_text(encoding="utf-8")), encoding="utf-8")
    (dest / "course" / "glossary.yml").write_text("[]\n", encoding="utf-8")  # its terms were the lessons'
    (dest / "course" / "glossary-facts.json").unlink(missing_ok=True)
    (dest / "grants.toml").write_text("[grants]\n", encoding="utf-8")  # its grants were the lessons' snippets'
    for name in ("pyodide", "axe-core"):  # installed by `make setup` (linked: 13 MB)
        if (REPO / "node_modules" / name).is_dir():
            (dest / "node_modules").mkdir(exist_ok=True)
            (dest / "node_modules" / name).symlink_to(REPO / "node_modules" / name, target_is_directory=True)
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "a clone"]):
        subprocess.run(["git", "-C", str(dest), *args], check=True, capture_output=True, env={**os.environ, **GIT_ENV})


def make(root: Path, command: str, timeout: float = 900) -> subprocess.CompletedProcess:
    """A README command (`make lesson N=09 …`) run in ``root`` with this checkout's set-up (its .venv and
    node_modules taken as done)."""
    bin_dir = str(Path(sys.executable).parent)
    return subprocess.run(["make", "-s", "-o", ".venv/.installed", "-o", "node_modules/.installed", f"BIN={bin_dir}",
                           *command.split()[1:]], cwd=root, capture_output=True, text=True, timeout=timeout,
                          env={k: v for k, v in os.environ.items() if k not in ("N", "SLUG", "TITLE", "L")})


SNIPPET = '''# একটি Linear layer-এ কতগুলো parameter
import torch

torch.manual_seed(0)
layer = torch.nn.Linear(3, 2)
print("weight-এর আকার:", tuple(layer.weight.shape))
print("parameter মোট:", sum(p.numel() for p in layer.parameters()))
'''
SECTION = '''
## ২ · একটি layer-এর parameter

তিনটি input আর দুটি output-এর একটি `Linear` layer-এ parameter মোট [[count#parameter মোট: 8]]টি।

{fence}

```quiz
id: layer-count
question: "`torch.nn.Linear(3, 2)`-এ parameter কয়টি?"
options:
  - text: "৬"
    why: "weight-এর ছয়টি গোনা হলো, bias-এর দুটি বাদ পড়ল।"
  - text: "৮"
    correct: true
    why: "weight-এ ২ × ৩ = ৬, bias-এ ২: মোট ৮। প্রমাণের run দেখুন।"
proof: {{run: count, shows: "parameter মোট: 8"}}
```
'''


def test_readme_add_a_lesson_in_a_scratch_copy_then_the_course_dependent_tests(tmp_path):
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    steps = readme[readme.index("## Add a lesson"):readme.index("## Layout")]
    scaffold = re.search(r"`(make lesson N=(\d+) SLUG=([a-z0-9-]+))`", steps)
    review = re.search(r"`(make review L=(\d+))`", steps)
    fence = re.search(r"(?s)````markdown\n(.*?)\n\s*````", steps).group(1)
    assert scaffold and review and scaffold.group(2) == review.group(2), "README's steps name one lesson"
    lesson = f"{scaffold.group(2)}-{scaffold.group(3)}"
    root = tmp_path / "clone"
    scratch_repository(root)

    done = make(root, scaffold.group(1))  # 1. scaffold
    assert done.returncode == 0, done.stdout + done.stderr
    page = root / "docs" / f"{lesson}.md"
    assert page.is_file() and (root / "snippets" / lesson / "first.out").is_file()
    config = (root / "mkdocs.yml").read_text(encoding="utf-8")
    assert lesson not in config  # the nav lists it from the roadmap: mkdocs.yml is not touched

    check_pr = re.search(r"`(make check-pr BASE=main)` says `content only` \(exit 0\)", steps)
    assert check_pr, "README's step 1 says what `make check-pr` says of a new lesson"
    reviewed_as = make(root, check_pr.group(1))  # a new lesson is content only (issue 39 item 2)
    assert reviewed_as.returncode == 0, reviewed_as.stdout + reviewed_as.stderr
    assert "content only: no code path changed" in reviewed_as.stdout, reviewed_as.stdout
    assert f"docs/{lesson}.md" in reviewed_as.stdout and "course/roadmap.yml" in reviewed_as.stdout

    # 2.–3. a snippet, embedded by README's own fence, a claim and a quiz that proves its answer
    (root / "snippets" / lesson / "count.py").write_text(SNIPPET, encoding="utf-8")
    embed = "\n".join(line.strip() for line in fence.splitlines()).replace("<name>", "count")
    page.write_text(page.read_text(encoding="utf-8") + SECTION.format(fence=embed), encoding="utf-8")

    accepted = make(root, "make accept")  # 4.
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert f"recorded snippets/{lesson}/count.out" in accepted.stdout, accepted.stdout
    assert (root / "snippets" / lesson / "count.out").read_text(encoding="utf-8").endswith("parameter মোট: 8\n")

    reviewed = make(root, review.group(1))  # 5.
    assert reviewed.returncode == 0, reviewed.stdout + reviewed.stderr
    assert f"review: docs/{lesson}.md" in reviewed.stdout and "claims: 2, without a label: 0" in reviewed.stdout

    built = make(root, "make build")
    assert built.returncode == 0, (built.stdout + built.stderr)[-3000:]
    html = (root / "site" / lesson / "index.html").read_text(encoding="utf-8")
    assert "parameter মোট ৮টি" in re.sub(r"<[^>]+>", "", html)  # the claim, as the page shows it
    assert 'class="ps-quiz ps-choice"' in html and "layer-count" in html

    # The suite's course-dependent tests, against the copy (its own tests folder: REPO is the copy there)
    suite = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                            f"--basetemp={tmp_path / 'inner'}", *COURSE_DEPENDENT],  # never the outer run's temp
                           cwd=root, capture_output=True, text=True, timeout=1800,
                           env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert suite.returncode == 0, suite.stdout[-4000:] + suite.stderr[-2000:]
    assert re.search(r"\d+ passed", suite.stdout) and "failed" not in suite.stdout.splitlines()[-1]
