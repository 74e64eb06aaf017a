"""A lesson in sittings (``pathshala.content.parts``): the automatic split, a declared one, a bad declared
heading, cutting the Markdown into parts and pointing anchor links at the part that holds them."""

from __future__ import annotations

import pytest

from pathshala.content import parts
from pathshala.gate import prose, reading_time

WORDS = reading_time.WORDS_PER_MINUTE  # one minute of prose


def page(minutes: list[int], front: str = "") -> str:
    """A lesson page: an intro of minutes[0], then one ``## `` section per further entry, each that long."""
    head = f"---\nlesson: 1\n{front}---\n\n# পাঠ\n\n" + "শব্দ " * (WORDS * minutes[0]) + "\n"
    body = "".join(f"\n## অংশ {i}\n\n" + "শব্দ " * (WORDS * m) + "\n" for i, m in enumerate(minutes[1:], 1))
    return head + body


def plan(text: str, name: str = "01-x.md"):
    return parts.plan(name, text, reading_time.compute(prose.read(text), [], []))


def test_a_short_lesson_reads_whole():
    split, problems = plan(page([2, 10, 15, 12]))
    assert problems == [] and len(split) == 1


def test_automatic_parts_of_thirty_to_forty_minutes_never_cutting_a_section():
    split, problems = plan(page([2, 14, 10, 14, 9, 13, 12, 18, 16, 20, 15]))  # 143 minutes
    assert problems == []
    assert [round(p.exact) for p in split.parts] == [40, 34, 34, 35]
    assert [p.title for p in split.parts] == ["অংশ 1", "অংশ 4", "অংশ 7", "অংশ 9"]
    assert split.parts[0].first == 0 and split.parts[-1].end == 11  # every section in exactly one part
    assert all(a.end == b.first for a, b in zip(split.parts, split.parts[1:], strict=False))


def test_a_section_longer_than_a_sitting_is_a_part_of_its_own():
    split, _ = plan(page([1, 20, 15, 55, 20, 15]))
    assert [round(p.exact) for p in split.parts] == [36, 55, 35]


def test_the_intro_never_stands_alone():
    split, _ = plan(page([30, 5, 35, 35]))
    assert split.parts[0].first == 0 and split.parts[0].end >= 2


def test_declared_parts_begin_at_the_named_headings():
    text = page([2, 12, 10, 14, 9, 13, 12, 18, 16, 20], 'parts: ["অংশ 3", "অংশ 7"]\n')
    split, problems = plan(text)
    assert problems == [] and split.declared
    assert [p.title for p in split.parts] == ["অংশ 1", "অংশ 3", "অংশ 7"]
    assert [round(p.exact) for p in split.parts] == [24, 48, 54]


def test_a_declared_part_that_is_not_a_heading_is_an_error_naming_the_page_and_line():
    text = page([2, 12, 10, 14, 9, 13], 'parts:\n  - "অংশ 3"\n  - "অংশ নেই"\n')
    split, problems = plan(text, "07-tensors.md")
    assert len(problems) == 1
    assert str(problems[0]).startswith("docs/07-tensors.md:5: front matter: parts: 'অংশ নেই' is not a ## heading")
    assert "'অংশ 3'" in problems[0].message  # it lists the page's headings
    assert not split.declared  # the page still renders, by the automatic rule


def test_declared_parts_out_of_order_are_an_error():
    _, problems = plan(page([2, 12, 10, 14], 'parts: ["অংশ 3", "অংশ 2"]\n'))
    assert len(problems) == 1 and "page order" in problems[0].message and problems[0].line == 3


def test_the_front_matter_accepts_parts():
    from pathshala.content.lesson import read_front_matter

    assert "parts" in read_front_matter("01-x.md", page([2, 3], 'objectives: ["x"]\nparts: ["অংশ 1"]\n'))[0]


def markdown_of(text: str) -> str:
    return text.split("---\n", 2)[2]


def test_cut_gives_each_part_its_sections_and_later_parts_a_title():
    text = page([2, 12, 10, 14, 9, 13, 12, 18, 16, 20])
    split, _ = plan(text)
    md = markdown_of(text)
    pieces = [parts.cut(md, split, n, f"পাঠ · ভাগ {n}") for n in range(1, len(split) + 1)]
    assert pieces[0].startswith("\n# পাঠ") and "## অংশ 2" in pieces[0] and "## অংশ 3" not in pieces[0]
    assert pieces[1].startswith("# পাঠ · ভাগ 2\n\n## অংশ 3")
    assert "## অংশ 9" in pieces[3]
    assert sum(p.count("শব্দ") for p in pieces) == md.count("শব্দ")  # nothing lost, nothing twice


def test_a_heading_inside_a_code_block_does_not_begin_a_part():
    md = "# t\n\n```python\n## not a heading\n```\n\n## real\n"
    assert parts.heading_lines(md) == [6]


def test_anchor_links_land_on_the_part_that_holds_the_anchor():
    text = page([2, 12, 10, 14, 9, 13, 12, 18, 16, 20]).replace("## অংশ 7", "## অংশ 7 {#seven}")
    split, _ = plan(text, "05-x.md")
    where = parts.anchors(markdown_of(text), split)
    assert where["অংশ-5"] == 2 and where["seven"] == 3 and where["অংশ-1"] == 1
    splits, anchors = {"05-x.md": split}, {"05-x.md": where}
    md = "[a](05-x.md#অংশ-5) [b](05-x.md#অংশ-1) [c](05-x.md) [d](https://e.org/05-x.md#seven)"
    assert parts.retarget(md, "07-y.md", splits, anchors) == (
        "[a](05-x.part-2.md#অংশ-5) [b](05-x.md#অংশ-1) [c](05-x.md) [d](https://e.org/05-x.md#seven)")
    # inside the lesson: a link to #anchor in another part leaves the page; one in this part stays
    assert parts.retarget("[s](#seven) [f](#অংশ-5)", "05-x.part-2.md", splits, anchors, ("05-x.md", 2)) == (
        "[s](05-x.part-3.md#seven) [f](#অংশ-5)")
    assert parts.retarget("[g](#অংশ-5)", "05-x.md", splits, anchors, ("05-x.md", 1)) == (
        "[g](05-x.part-2.md#অংশ-5)")


@pytest.mark.parametrize(("number", "dest"), [(2, "05-x/2/index.html"), (4, "05-x/4/index.html")])
def test_a_part_is_published_under_the_lessons_url(number, dest):
    assert parts.part_dest("05-x.md", number) == dest
    assert parts.part_src("05-x.md", number) == f"05-x.part-{number}.md"
    assert parts.label(number, 4) == f"ভাগ {'২৪'[number // 4]}/৪"
