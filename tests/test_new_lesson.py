"""`make lesson` scaffolds a lesson that builds strict; pages and course/roadmap.yml must agree."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

import pytest

from pathshala import lesson, scaffold

from .conftest import REPO, tree_digest

pytestmark = pytest.mark.site

TITLE = "nn.Module দিয়ে model: layer, parameter, buffer আর state_dict"  # lesson 9 on the roadmap


def new_lesson(root, number="09", slug="tensor-basics", title=""):
    return subprocess.run(
        [sys.executable, "-m", "pathshala", "lesson", "--root", str(root), "--number", number, "--slug", slug,
         *(["--title", title] if title else [])],
        cwd=root, capture_output=True, text=True, timeout=600,
    )


def next_card(html: str) -> str:
    return re.search(r'(?s)<p class="ps-card-badge">পরের পর্ব</p><p>(.*?)</p>', html).group(1)


def test_a_scaffolded_lesson_builds_strict_and_becomes_the_next_card(real_project):
    root = real_project.root
    runs = REPO / ".cache" / "pathshala" / "runs"
    if runs.is_dir():  # only faster: the cache key covers every input of a run
        shutil.copytree(runs, root / ".cache" / "pathshala" / "runs")
    pages = {p.name for p in (root / "docs").glob("*.md")}
    before, _ = lesson.load_roadmap(root / "course" / "roadmap.yml", pages)
    _, after_08 = before.neighbours(before.by_page("08-autograd-internals.md"))
    assert after_08.number == 9 and after_08.page is None  # lesson 08's next card: ০৯, শীঘ্রই, no link

    done = new_lesson(root)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "recorded snippets/09-tensor-basics/first.out" in done.stdout
    assert "next:" in done.stdout and "make accept" in done.stdout
    page = (root / "docs/09-tensor-basics.md").read_text(encoding="utf-8")
    meta, _ = lesson.front_matter(page)
    assert (meta["lesson"], meta["title"]) == (9, TITLE)  # the roadmap's title
    assert "module" not in meta and "time" not in meta  # the roadmap's module; the time computed from the page
    assert (root / "snippets/09-tensor-basics/first.out").read_text(encoding="utf-8").endswith(
        "প্রথম সারির যোগফল: 3.0\n")
    nav = (root / "mkdocs.yml").read_text(encoding="utf-8")
    assert nav.index("08-autograd-internals.md") < nav.index(f'"০৯ · {TITLE}": 09-tensor-basics.md') < nav.index(
        "glossary.md")
    assert re.search(rf"(?m)^  - \{{number: 9, title: \"{re.escape(TITLE)}\", page: 09-tensor-basics\.md\}}$",
                     (root / "course/roadmap.yml").read_text(encoding="utf-8"))

    built = real_project.build()
    assert built.returncode == 0, (built.stdout + built.stderr)[-3000:]
    # a roadmap entry that was there already keeps its title (the roadmap is the course's map)
    after, _ = lesson.load_roadmap(root / "course" / "roadmap.yml", pages | {"09-tensor-basics.md"})
    title = after.by_page("09-tensor-basics.md").title
    card = next_card(real_project.html("08-autograd-internals"))
    assert 'href="../09-tensor-basics/"' in card and f"পর্ব ০৯ · {title}" in card and "শীঘ্রই" not in card
    new_page = real_project.html("09-tensor-basics")
    assert "ps-complete-button" in new_page and 'href="../08-autograd-internals/"' in new_page
    assert f'<a href="09-tensor-basics/">{title}</a>' in real_project.html("")  # the home roadmap links it

    digest = tree_digest(root)
    again = new_lesson(root)
    assert again.returncode == 1 and "docs/09-tensor-basics.md is lesson 9 already" in again.stderr
    assert new_lesson(root, slug="other").returncode == 1  # another page for lesson 9: refused too
    assert tree_digest(root) == digest  # nothing overwritten, nothing added


@pytest.fixture
def site_copy(tmp_path):
    for name in ("docs", "course", "snippets"):
        shutil.copytree(REPO / name, tmp_path / name)
    shutil.copy(REPO / "mkdocs.yml", tmp_path / "mkdocs.yml")
    return tmp_path


def test_refusals_name_what_exists_and_write_nothing(site_copy):
    (site_copy / "snippets" / "09-taken").mkdir()
    (site_copy / "docs" / "01-what-is-learning.md").unlink()  # so that lesson 1 comes before every written one
    cases = [
        (dict(number=9, slug="taken", title="ক"), "snippets/09-taken/ exists already"),
        (dict(number=8, slug="again", title="ক"), "docs/08-autograd-internals.md is lesson 8 already"),
        (dict(number=9, slug="Bad_Slug", title="ক"), "lowercase letters, digits and single hyphens"),
        (dict(number=95, slug="ok", title=" "), "TITLE="),  # not on the roadmap: a title is needed
        (dict(number=1, slug="first", title="ক"), "lesson 1 is 'Neural network কী, আর শেখা মানে কী' on"),
    ]
    digest = tree_digest(site_copy)
    for kwargs, message in cases:
        with pytest.raises(scaffold.ScaffoldError, match=re.escape(message)):
            scaffold.plan(site_copy, **kwargs)
    assert tree_digest(site_copy) == digest


def test_a_new_roadmap_entry_goes_in_number_order(site_copy):
    roadmap_path = site_copy / "course" / "roadmap.yml"  # a roadmap without lesson 11 yet
    text = roadmap_path.read_text(encoding="utf-8")
    roadmap_path.write_text(text.replace('  - {number: 11, title: "Dataset আর DataLoader"}\n', ""))
    plan = scaffold.plan(site_copy, 11, "loss-curves", "Loss-এর ছবি")
    roadmap = plan.edits[roadmap_path]
    numbers = [int(n) for n in re.findall(r"(?m)^  - \{number: (\d+), title: [^\n]*?(?:page: [^\n]*)?\}$", roadmap)]
    lessons = numbers[14:]  # after the 14 modules
    assert lessons == sorted(lessons) and 11 in lessons
    assert '{number: 11, title: "Loss-এর ছবি", page: 11-loss-curves.md}' in roadmap
    with pytest.raises(scaffold.ScaffoldError, match="TITLE="):
        scaffold.plan(site_copy, 11, "loss-curves", "")  # not on the roadmap: the title must be given
    nav = plan.edits[site_copy / "mkdocs.yml"]
    assert nav.index("08-autograd-internals.md") < nav.index("11-loss-curves.md") < nav.index("glossary.md")


def warnings(output: str) -> list[str]:
    return re.findall(r"(?m)^WARNING\s+-\s+(.*)$", output)


def test_pages_and_roadmap_that_disagree_fail_the_strict_build(project):
    project.write({
        "docs/index.md": "# হোম\n\nশুরু।\n",
        "docs/06-orphan.md": "# একা পাতা\n\nকোনো roadmap-এ নেই।\n",
        "course/roadmap.yml": "total_lessons: 91\ntotal_modules: 14\nlessons:\n"
                              "  - {number: 6, title: একা}\n  - {number: 9, title: নেই, page: 09-gone.md}\n",
    })
    result = project.build()
    log = result.stdout + result.stderr
    assert result.returncode != 0, log[-2000:]
    found = warnings(log)
    assert any(w.startswith("docs/06-orphan.md: this lesson page is not in course/roadmap.yml: add `page: "
                            "06-orphan.md` to lesson 6's entry") for w in found), found
    assert any(w.startswith("course/roadmap.yml:5: lesson 9 names page '09-gone.md', which is not in docs/")
               for w in found), found

    agreeing = "  - {number: 6, title: একা, page: 06-orphan.md}\n  - {number: 9, title: নেই}\n"
    project.write({"course/roadmap.yml": "total_lessons: 91\ntotal_modules: 14\nlessons:\n" + agreeing})
    fixed = project.build()
    assert fixed.returncode == 0, (fixed.stdout + fixed.stderr)[-2000:]
