"""`make lesson` scaffolds a lesson that builds strict; pages and course/roadmap.yml must agree."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from pathshala import scaffold
from pathshala.content import lesson

from .conftest import scratch_course, tree_digest

pytestmark = pytest.mark.site

def new_lesson(root, number="03", slug="tensor-basics", title=""):
    return subprocess.run(
        [sys.executable, "-m", "pathshala", "lesson", "--root", str(root), "--number", number, "--slug", slug,
         *(["--title", title] if title else [])],
        cwd=root, capture_output=True, text=True, timeout=600,
    )


def next_card(html: str) -> str:
    return re.search(r'(?s)<p class="ps-card-badge">পরের পর্ব</p><p>(.*?)</p>', html).group(1)


# Every test here works on a course of its own (conftest.scratch_course: lessons ০১ and ০২ written, ০৩ and ০৪ on the
# roadmap only), never on which lessons the real course has written: README's `make lesson N=09` must not fail
# the suite once lesson ০৯ exists (issue 39).


def test_a_scaffolded_lesson_builds_strict_and_becomes_the_next_card(project):
    root = project.root
    scratch_course(root)
    before, _ = lesson.load_roadmap(root / "course" / "roadmap.yml", {"01-one.md", "02-two.md"})
    _, after_02 = before.neighbours(before.by_page("02-two.md"))
    assert after_02.number == 3 and after_02.page is None  # lesson 02's next card: ০৩, শীঘ্রই, no link

    config_before = (root / "mkdocs.yml").read_bytes()
    done = new_lesson(root)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (root / "mkdocs.yml").read_bytes() == config_before  # the nav comes from the roadmap (issue 39)
    assert "recorded snippets/03-tensor-basics/first.out" in done.stdout
    assert "next:" in done.stdout and "make accept" in done.stdout
    page = (root / "docs/03-tensor-basics.md").read_text(encoding="utf-8")
    meta, _ = lesson.front_matter(page)
    assert (meta["lesson"], meta["title"]) == (3, "তিন")  # the roadmap's title
    assert "module" not in meta and "time" not in meta  # the roadmap's module; the time computed from the page
    assert (root / "snippets/03-tensor-basics/first.out").read_text(encoding="utf-8").endswith(
        "প্রথম সারির যোগফল: 3.0\n")
    assert re.search(r"(?m)^  - \{number: 3, title: \"তিন\", page: 03-tensor-basics\.md\}$",
                     (root / "course/roadmap.yml").read_text(encoding="utf-8"))

    built = project.build()
    assert built.returncode == 0, (built.stdout + built.stderr)[-3000:]
    card = next_card(project.html("02-two"))
    assert 'href="../03-tensor-basics/"' in card and "পর্ব ০৩ · তিন" in card and "শীঘ্রই" not in card
    new_page = project.html("03-tensor-basics")
    assert "ps-complete-button" in new_page and 'href="../02-two/"' in new_page
    assert '<a href="03-tensor-basics/">তিন</a>' in project.html("")  # the home roadmap links it
    sidebar = [(href, label) for href, label in re.findall(
        r'(?s)<a href="([^"#][^"]*)" class="md-nav__link">\s*<span class="md-ellipsis">\s*(.*?)\s*</span>',
        project.html(""))]
    assert [label for href, label in sidebar if "-" in href] == ["০১ · এক", "০২ · দুই", "০৩ · তিন"], sidebar
    assert [href for href, _ in sidebar][-1:] == ["glossary/"], sidebar  # lessons in number order

    digest = tree_digest(root)
    again = new_lesson(root)
    assert again.returncode == 1 and "docs/03-tensor-basics.md is lesson 3 already" in again.stderr
    assert new_lesson(root, slug="other").returncode == 1  # another page for lesson 3: refused too
    assert tree_digest(root) == digest  # nothing overwritten, nothing added


def test_refusals_name_what_exists_and_write_nothing(project):
    root = project.root
    scratch_course(root, written=(2,))  # lesson 1 comes before every written one
    (root / "snippets" / "03-taken").mkdir()
    cases = [
        (dict(number=3, slug="taken", title="তিন"), "snippets/03-taken/ exists already"),
        (dict(number=2, slug="again", title="দুই"), "docs/02-two.md is lesson 2 already"),
        (dict(number=3, slug="Bad_Slug", title="তিন"), "lowercase letters, digits and single hyphens"),
        (dict(number=95, slug="ok", title=" "), "TITLE="),  # not on the roadmap: a title is needed
        (dict(number=1, slug="first", title="ক"), "lesson 1 is 'এক' on"),
    ]
    digest = tree_digest(root)
    for kwargs, message in cases:
        with pytest.raises(scaffold.ScaffoldError, match=re.escape(message)):
            scaffold.plan(root, **kwargs)
    assert tree_digest(root) == digest


def test_a_new_roadmap_entry_goes_in_number_order(project):
    root = project.root
    scratch_course(root)
    roadmap_path = root / "course" / "roadmap.yml"  # a roadmap without lesson 3 yet
    text = roadmap_path.read_text(encoding="utf-8")
    roadmap_path.write_text(text.replace('  - {number: 3, title: "তিন"}\n', ""), encoding="utf-8")
    plan = scaffold.plan(root, 3, "loss-curves", "Loss-এর ছবি")
    roadmap = plan.edits[roadmap_path]
    lessons = [int(n) for n in re.findall(r"(?m)^  - \{number: (\d+), title: [^\n]*?(?:page: [^\n]*)?\}$",
                                          roadmap.split("\nlessons:")[1])]
    assert lessons == [1, 2, 3, 4]
    assert '{number: 3, title: "Loss-এর ছবি", page: 03-loss-curves.md}' in roadmap
    with pytest.raises(scaffold.ScaffoldError, match="TITLE="):
        scaffold.plan(root, 3, "loss-curves", "")  # not on the roadmap: the title must be given
    assert set(plan.edits) == {roadmap_path}  # mkdocs.yml is not edited: the nav comes from the roadmap


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


def test_a_lesson_line_left_in_mkdocs_yml_stops_the_build_naming_the_line_to_delete(project):
    """What `make lesson` wrote before issue 39 (a nav line per lesson): the build says exactly what to delete."""
    root = project.root
    scratch_course(root)
    config = root / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    leftover = '  - "০২ · দুই": 02-two.md'
    config.write_text(text.replace("  - হোম: index.md\n", f"  - হোম: index.md\n{leftover}\n"), encoding="utf-8")
    line = config.read_text(encoding="utf-8").splitlines().index(leftover) + 1
    built = project.build()
    log = built.stdout + built.stderr
    assert built.returncode != 0, log[-2000:]
    assert (f"mkdocs.yml:{line}: the nav lists the lesson page 02-two.md: lessons are listed from course/roadmap.yml "
            f"(a lesson with `page:`), so delete this line from mkdocs.yml: {leftover.strip()}") in log, log[-3000:]
    config.write_text(text, encoding="utf-8")  # deleted as it says: the build goes through
    again = project.build()
    assert again.returncode == 0, (again.stdout + again.stderr)[-3000:]
