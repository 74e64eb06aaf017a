"""The lessons' navigation comes from course/roadmap.yml (``pathshala.content.course_nav``), engine only.

A written lesson (``page:`` on the roadmap) is listed after the home page, in number order, titled
``"NN · <the roadmap's title>"``; mkdocs.yml's nav keeps the other pages, and a lesson line left there is
refused with the line to delete; the page's title and first heading must be the roadmap's title.
"""

from __future__ import annotations

import re
from pathlib import Path

from pathshala.content import course_nav
from pathshala.content.lesson import front_matter, load_roadmap
from pathshala.gate import frame_problems

from .conftest import REPO

ROADMAP = """total_lessons: 3
lessons:
  - {number: 3, title: "তিন: শেষ", page: 03-three.md}
  - {number: 1, title: "এক: শুরু আর অনেক কথা", page: 01-one.md}
  - {number: 2, title: "দুই"}
"""
CONFIG_NAV = [{"হোম": "index.md"}, {"শব্দকোষ": "glossary.md"}, {"যাচাই প্রতিবেদন": "verification.md"}]


def roadmap_of(tmp_path: Path, text: str = ROADMAP, pages=("01-one.md", "03-three.md")):
    path = tmp_path / "roadmap.yml"
    path.write_text(text, encoding="utf-8")
    roadmap, problems = load_roadmap(path, set(pages))
    assert roadmap is not None and problems == []
    return roadmap


def test_written_lessons_follow_the_home_page_in_number_order_with_the_roadmaps_title(tmp_path):
    nav, problems = course_nav.derive(CONFIG_NAV, roadmap_of(tmp_path))
    assert problems == []
    assert nav == [{"হোম": "index.md"}, {"০১ · এক: শুরু আর অনেক কথা": "01-one.md"}, {"০৩ · তিন: শেষ": "03-three.md"},
                   {"শব্দকোষ": "glossary.md"}, {"যাচাই প্রতিবেদন": "verification.md"}]
    # No home page: the lessons come first. No nav at all: MkDocs lists the pages itself, nothing derived.
    assert course_nav.derive([{"শব্দকোষ": "glossary.md"}], roadmap_of(tmp_path))[0][0] == {
        "০১ · এক: শুরু আর অনেক কথা": "01-one.md"}
    assert course_nav.derive(None, roadmap_of(tmp_path)) == (None, [])


def test_a_lesson_line_left_in_mkdocs_yml_is_refused_naming_the_line_to_delete(tmp_path):
    text = ("site_name: x\nnav:\n  - হোম: index.md\n  - \"০৯ · nn.Module দিয়ে model\": 09-modules.md\n"
            "  - শব্দকোষ: glossary.md\n")
    configured = [{"হোম": "index.md"}, {"০৯ · nn.Module দিয়ে model": "09-modules.md"}, {"শব্দকোষ": "glossary.md"}]
    nav, problems = course_nav.derive(configured, roadmap_of(tmp_path), text)
    assert nav is None
    assert [str(p) for p in problems] == [
        "mkdocs.yml:4: the nav lists the lesson page 09-modules.md: lessons are listed from course/roadmap.yml (a "
        "lesson with `page:`), so delete this line from mkdocs.yml: - \"০৯ · nn.Module দিয়ে model\": 09-modules.md"]
    # Inside a section, or named by the roadmap whatever its file name: refused too.
    nested = [{"হোম": "index.md"}, {"ভাগ": ["intro.md", {"এক": "01-one.md"}]}]
    assert len(course_nav.derive(nested, roadmap_of(tmp_path))[1]) == 1
    named = roadmap_of(tmp_path, ROADMAP.replace("03-three.md", "three.md"), ("01-one.md", "three.md"))
    assert "three.md" in str(course_nav.derive([{"তিন": "three.md"}], named)[1][0])


def test_a_lesson_title_holding_markup_is_refused_on_its_roadmap_line(tmp_path):
    roadmap = roadmap_of(tmp_path, ROADMAP.replace("তিন: শেষ", "তিন <img src=x onerror=alert(1)>"))
    nav, problems = course_nav.derive(CONFIG_NAV, roadmap)
    assert nav is None and [p.where for p in problems] == ["course/roadmap.yml:3"]
    assert "holds a <" in problems[0].message


def test_the_page_title_and_first_heading_must_be_the_roadmaps(tmp_path):
    roadmap = roadmap_of(tmp_path)
    good = '---\ntitle: "এক: শুরু আর অনেক কথা"\nlesson: 1\n---\n\n# এক: শুরু আর অনেক কথা\n\n```python\n# x\n```\n'
    assert frame_problems("01-one.md", {"title": "এক: শুরু আর অনেক কথা", "lesson": 1}, good, roadmap) == []
    short = good.replace("# এক: শুরু আর অনেক কথা", "# এক")
    found = frame_problems("01-one.md", {"title": "এক: শুরু আর অনেক কথা", "lesson": 1}, short, roadmap)
    assert [p.where for p in found] == ["docs/01-one.md:6"]
    assert "'এক' is not lesson 1's title on course/roadmap.yml:4 ('এক: শুরু আর অনেক কথা')" in found[0].message
    found = frame_problems("01-one.md", {"title": "এক", "lesson": 1}, short.replace('"এক: শুরু আর অনেক কথা"', '"এক"'),
                           roadmap)
    assert [p.where for p in found] == ["docs/01-one.md:2", "docs/01-one.md:6"]


def test_the_real_course_has_one_title_per_lesson():
    """Issue 38 item 9: the sidebar shortened three titles; now every written lesson's page says the roadmap's."""
    pages = {p.name for p in (REPO / "docs").glob("*.md")}
    roadmap, _ = load_roadmap(REPO / "course" / "roadmap.yml", pages)
    assert roadmap is not None
    for x in roadmap.lessons:
        if x.page:
            text = (REPO / "docs" / x.page).read_text(encoding="utf-8")
            meta, _ = front_matter(text)
            assert frame_problems(x.page, meta, text, roadmap) == [], x.page
    assert "nav:" in (config := (REPO / "mkdocs.yml").read_text(encoding="utf-8"))
    assert not any(course_nav.is_lesson_page(p, roadmap) for p in course_nav_pages(config))


def course_nav_pages(config: str) -> list[str]:
    block = re.search(r"(?m)^nav:\n((?:[ \t]+.*\n)+)", config)
    assert block is not None
    return re.findall(r":\s*\"?([^\s\"]+\.md)", block[1])
