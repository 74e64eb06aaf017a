"""The lesson frame: front matter checks, header, roadmap, previous/next cards."""

from __future__ import annotations

import re

from pathshala.content import course_map, lesson
from pathshala.content.text import to_bengali_digits
from pathshala.rendering.templates import default as default_templates

from .conftest import REPO

GOOD = "---\nlesson: 8\nmodule: ভিত্তি\ntime: 90\nobjectives:\n  - এক\n  - দুই\n---\n# শিরোনাম\n"


def test_front_matter_of_a_lesson_is_checked():
    assert lesson.check_front_matter("l.md", GOOD) == []
    assert lesson.check_front_matter("home.md", "# হোম\n") == []  # not a lesson
    # time and module are optional (the header computes the time; the roadmap says the module)
    assert lesson.check_front_matter("l.md", GOOD.replace("module: ভিত্তি\ntime: 90\n", "")) == []
    assert "module, if given" in lesson.check_front_matter("l.md", GOOD.replace("ভিত্তি", "''"))[0].message
    bad = GOOD.replace("time: 90", "time: দেড় ঘণ্টা").replace("  - এক\n  - দুই\n", "")
    messages = [p.message for p in lesson.check_front_matter("l.md", bad)]
    assert any("time is the estimated minutes" in m for m in messages)
    assert any("objectives" in m for m in messages)
    broken = lesson.check_front_matter("l.md", "---\nlesson: [\n---\n")
    assert broken and "not valid YAML" in broken[0].message


def test_header_shows_number_module_time_and_objectives_in_bengali():
    meta, _ = lesson.front_matter(GOOD)
    header = lesson.header_markdown(meta, templates=default_templates())
    assert "পর্ব ০৮" in header and "আনুমানিক ৯০ মিনিট" in header and "ভিত্তি" in header
    assert "- এক\n- দুই" in header
    # the computed time and the roadmap's module win over the front matter's
    header = lesson.header_markdown(meta, 135, "ভিত্তি: সংখ্যা <থেকে> gradient", templates=default_templates())
    assert "আনুমানিক ১৩৫ মিনিট" in header and "ভিত্তি: সংখ্যা &lt;থেকে&gt; gradient" in header
    assert "৯০" not in header


def test_real_roadmap_links_only_written_lessons(tmp_path):
    pages = {p.name for p in (REPO / "docs").glob("*.md")}
    roadmap, problems = lesson.load_roadmap(REPO / "course" / "roadmap.yml", pages)
    assert not problems
    assert roadmap.total_lessons == 91 and roadmap.total_modules == 14
    html = course_map.map_html(roadmap, lambda src: f"../{src[:-3]}/", default_templates())
    written = [x for x in roadmap.lessons if x.page]
    assert html.count("<a href=") == len(written) >= 1
    assert html.count('<span class="ps-soon">শীঘ্রই</span>') == len(roadmap.lessons) - len(written)
    assert html.count("<tr data-lesson=") == 91 and html.count('<details class="ps-module"') == 14
    assert f"লেখা হয়েছে {to_bengali_digits(str(len(written)))} / ৯১টি পর্ব" in html


def test_roadmap_naming_a_missing_page_disagrees(tmp_path):
    path = tmp_path / "roadmap.yml"
    path.write_text(
        "total_lessons: 91\nlessons:\n  - {number: 4, title: ক, page: nope.md}\n  - {number: 4, title: খ}\n"
    )
    roadmap, problems = lesson.load_roadmap(path, {"index.md"})
    assert [p.message for p in problems] == ["lesson 4 is listed twice"]
    assert roadmap.lessons[0].page is None  # never a broken link
    [missing] = lesson.disagreements(roadmap, {"index.md"})
    assert missing.where == "course/roadmap.yml:3"
    assert "names page 'nope.md', which is not in docs/" in missing.message


def test_a_lesson_page_without_a_roadmap_entry_disagrees():
    roadmap = lesson.Roadmap(91, 14, [lesson.Lesson(4, "চার", "04-four.md", "04-four.md", 3)])
    pages = {"index.md", "04-four.md", "06-six.md", "glossary.md", "06-notes/x.md"}
    [unlisted] = lesson.disagreements(roadmap, pages)
    assert unlisted.where == "docs/06-six.md" and "add `page: 06-six.md` to lesson 6" in unlisted.message
    wrong = lesson.Roadmap(91, 14, [lesson.Lesson(5, "পাঁচ", "04-four.md", "04-four.md", 3)])
    [mismatch] = lesson.disagreements(wrong, {"04-four.md"})
    assert mismatch.where == "course/roadmap.yml:3" and "says lesson 4" in mismatch.message


def test_neighbour_cards_link_written_lessons_and_mark_the_rest():
    roadmap = lesson.Roadmap(91, 14, [lesson.Lesson(4, "চার", "04.md"), lesson.Lesson(8, "আট", "08.md"),
                                      lesson.Lesson(9, "নয়")])
    footer = lesson.footer_html(roadmap.lessons[1], roadmap, lambda src: f"../{src[:-3]}/", default_templates())
    assert re.search(r'আগের পর্ব.*href="\.\./04/".*পর্ব ০৪ · চার', footer)
    assert re.search(r"পরের পর্ব.*পর্ব ০৯ · নয়</span> <span class=\"ps-soon\">শীঘ্রই", footer)
    assert 'class="md-button md-button--primary ps-complete-button" hidden' in footer
