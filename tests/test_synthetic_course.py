"""The synthetic course of `make bench-scale` is a well-formed course: N lesson pages, each in nav and
the roadmap, each copy reading its own snippet folder; and its plain baseline runs nothing.

No build here (the scale browser test builds one): these read the files the generator wrote.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench.synthetic_course import (
    PLAIN_CONFIG,
    PLAIN_DOCS,
    REPO,
    make_course,
    make_plain,
    marker_word,
    real_lessons,
)
from pathshala.blocks import iter_blocks, parse_info, scan_fences, truthy
from pathshala.blocks.fence import LANGUAGES as EXEC_LANGUAGES
from pathshala.content import course_nav
from pathshala.content.lesson import disagreements, load_roadmap

NAV_PAGE = re.compile(r"(?m)^  - .*: (\S+\.md)\s*$")


SIZE = len(real_lessons(REPO)) + 1  # one copy more than the course has written, however many that is


@pytest.fixture(scope="module")
def course(tmp_path_factory) -> tuple[Path, dict]:
    root = tmp_path_factory.mktemp("synthetic") / "course"
    return root, make_course(root, SIZE)


def test_it_writes_n_lesson_pages_each_in_nav_and_roadmap(course):
    root, counts = course
    pages = real_lessons(root)
    assert counts["lessons"] == len(pages) == SIZE
    assert len(counts["copies"]) == SIZE - len(real_lessons(REPO)) == 1
    everything = {p.name for p in (root / "docs").glob("*.md")}
    roadmap, problems = load_roadmap(root / "course" / "roadmap.yml", everything)
    assert problems == [] and disagreements(roadmap, everything) == []
    configured = NAV_PAGE.findall((root / "mkdocs.yml").read_text(encoding="utf-8"))
    assert not any(p in pages for p in configured)  # mkdocs.yml lists no lesson: the roadmap does
    nav = [line.rsplit(": ", 1)[1] for line in course_nav.yaml_lines(roadmap)]
    assert nav == pages and len(nav) == len(set(nav))
    for page in pages:  # the roadmap names it, under the number its file name and front matter say
        lesson = roadmap.by_page(page)
        assert lesson is not None and lesson.number == int(page[:2]), page
        assert re.search(rf"(?m)^lesson: {lesson.number}$", (root / "docs" / page).read_text(encoding="utf-8"))
    assert counts["snippets"] == sum(1 for _ in (root / "snippets").rglob("*.out")) > 0


def test_each_copy_reads_its_own_snippet_folder(course):
    root, counts = course
    for page, source in counts["copies"].items():
        text = (root / "docs" / page).read_text(encoding="utf-8")
        assert source[:-3] + "/" not in text, f"{page} still names {source[:-3]}/"
        fences, problems = scan_fences(page, text, root)
        assert problems == [] and fences, page
        for fence in fences:
            assert fence.recordings == page[:-3], (page, fence.snippet)
            assert (root / fence.recorded).is_file(), fence.recorded
        assert (root / "snippets" / page[:-3]).is_dir()


def test_each_copy_has_a_word_no_other_page_has(course):
    root, counts = course
    for page, word in counts["markers"].items():
        assert word == marker_word(int(page[:2]))
        holders = [p.name for p in (root / "docs").glob("*.md") if word in p.read_text(encoding="utf-8")]
        assert holders == [page]


def test_the_plain_variant_has_no_plugin_and_shows_recordings_as_text(course):
    root, _ = course
    config = make_plain(root).read_text(encoding="utf-8")
    assert config == (root / PLAIN_CONFIG).read_text(encoding="utf-8")
    assert not re.search(r"(?m)^\s+- pathshala\s*$", config) and f"docs_dir: {PLAIN_DOCS}" in config
    page = "08-autograd-internals.md"
    fences, _ = scan_fences(page, (root / "docs" / page).read_text(encoding="utf-8"), root)
    plain = (root / PLAIN_DOCS / page).read_text(encoding="utf-8")
    executed = [info for _, _, info, _ in iter_blocks(plain)
                if parse_info(info)[0] in EXEC_LANGUAGES and truthy(parse_info(info)[1].get("exec", ""))]
    assert executed == []
    texts = ["\n".join(body) for _, _, info, body in iter_blocks(plain) if info.strip() == "text"]
    assert len(texts) == len(fences)
    for fence, shown in zip(fences, texts, strict=True):
        assert shown == (root / fence.recorded).read_text(encoding="utf-8").rstrip("\n")
    assert "```quiz" in plain  # widgets stay, as plain code


def test_it_refuses_to_write_inside_the_source_tree():
    with pytest.raises(SystemExit, match="inside the source tree"):
        make_course(REPO / "scale-course", 5)
