"""Every written lesson in a built site: each recorded run shown, its cards and lesson links in course order.

The lessons are those course/roadmap.yml names with a page, so a lesson is covered the day it lands.
"""

from __future__ import annotations

import html as html_lib
import re
from collections import Counter

import pytest

from pathshala.content.lesson import Lesson, load_roadmap

from .conftest import REPO

pytestmark = pytest.mark.site


def _course() -> list[Lesson]:
    """The roadmap's lessons in course order (read by the engine; the order and neighbours are this test's own)."""
    pages = {p.name for p in (REPO / "docs").glob("*.md")}
    roadmap, problems = load_roadmap(REPO / "course" / "roadmap.yml", pages)
    assert roadmap is not None and not problems, problems
    return sorted(roadmap.lessons, key=lambda x: x.number)


COURSE = _course()
WRITTEN = [x for x in COURSE if x.page]
LESSON_LINK = re.compile(r"\[(পর্ব [০-৯]{2})\]\((\d{2}-[a-z0-9-]+)\.md\)")


def _label(lesson: Lesson) -> str:
    """"পর্ব ০৫": the number in two Bengali digits."""
    return "পর্ব " + f"{lesson.number:02d}".translate(str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯"))


def _slug(lesson: Lesson) -> str:
    return lesson.page.removesuffix(".md")


def _page_text(html: str) -> str:
    """A page's visible text, whitespace collapsed: outputs are compared as a reader sees them."""
    text = html_lib.unescape(re.sub(r"<[^>]+>", " ", html))
    return " ".join(text.split())


def _parts(site, slug: str) -> list[str]:
    """The HTML of each part of a lesson (content/parts.py), in order: its opening page, then ``slug/2/``, …"""
    found, number = [site.html(slug)], 2
    while (site.root / "site" / slug / str(number) / "index.html").is_file():
        found.append(site.html(f"{slug}/{number}"))
        number += 1
    return found


def _runs(slug: str, source: str) -> list[str]:
    """The recordings a page names: executed fences' snippets, predict snippets, and fences with their own id.

    A snippet shown in a plain fence (``python title="x.py"``, not executed) has no recording; a shared
    helper the page runs (``_shared/arraygrad.py`` in lesson ০৫) records in the page's folder."""
    executed = r'^[ \t]*```python exec="on"[^\n]*\n[ \t]*--8<-- "'
    names = re.findall(rf'{executed}(?:{re.escape(slug)}|_shared)/(\w+)\.py"', source, flags=re.M)
    names += re.findall(rf"snippet: {re.escape(slug)}/(\w+)\.py", source)
    names += re.findall(r'^\s*```python exec="on"[^\n]*\bid="(\w+)"', source, flags=re.M)
    return names


def test_every_written_lesson_is_covered():
    """The parametrization below is not empty, and holds the lessons the course has written so far."""
    numbers = [x.number for x in WRITTEN]
    assert {1, 2, 4, 5, 7, 8} <= set(numbers), numbers


@pytest.mark.parametrize("lesson", WRITTEN, ids=_slug)
def test_lesson_shows_every_recording(built_site, lesson):
    """Each recorded output of the lesson's folder is named by the page and shown on it, line by line."""
    slug = _slug(lesson)
    source = (REPO / "docs" / lesson.page).read_text(encoding="utf-8")
    names = _runs(slug, source)
    recorded = sorted(p.stem for p in (REPO / "snippets" / slug).glob("*.out"))
    assert recorded, f"snippets/{slug}/ has no recordings"
    named = sorted(set(names))
    assert named == recorded, f"{lesson.page} names {named}, snippets/{slug}/ records {recorded}"
    shown = " ".join(_page_text(part) for part in _parts(built_site, slug))  # a lesson's runs, in any of its parts
    for name in recorded:
        text = (REPO / "snippets" / slug / f"{name}.out").read_text(encoding="utf-8")
        lines = [" ".join(line.split()) for line in text.splitlines() if line.strip()]
        assert lines, f"{slug}/{name}.out is empty"
        missing = [line for line in lines if line not in shown]
        assert not missing, f"{lesson.page} does not show {name}.out: {missing[:3]}"


@pytest.mark.parametrize("lesson", WRITTEN, ids=_slug)
def test_lesson_cards_and_links_follow_the_course(built_site, lesson):
    """The previous/next cards name the roadmap's neighbours (linked when written, else শীঘ্রই): the lesson's
    opening page leads back to the previous lesson, its last part on to the next (the parts between lead to
    each other: test_site_parts), and every `[পর্ব NN](NN-slug.md)` in the lesson's prose is a link to that
    lesson's page, from whichever part holds it."""
    slug = _slug(lesson)
    parts = _parts(built_site, slug)
    i = COURSE.index(lesson)
    before, after = (COURSE[i - 1] if i > 0 else None), (COURSE[i + 1] if i + 1 < len(COURSE) else None)
    for html, badge, neighbour, up in ((parts[0], "আগের পর্ব", before, "../"), (parts[-1], "পরের পর্ব", after,
                                                                                 "../" * (1 + (len(parts) > 1)))):
        nav = re.search(r'<nav class="ps-lesson-nav".*?</nav>', html, flags=re.DOTALL)
        assert nav, f"{slug} has no previous/next cards"
        cards = dict(re.findall(r'<div class="ps-card"><p class="ps-card-badge">(.*?)</p><p>(.*?)</p></div>',
                                nav.group(0)))
        if neighbour is None:
            assert badge not in cards, nav.group(0)
            continue
        body = cards[badge]
        assert f"{_label(neighbour)} · {html_lib.escape(neighbour.title)}" in body, (badge, body)
        if neighbour.page:
            assert f'href="{up}{_slug(neighbour)}/"' in body, (badge, body)
        else:
            assert "href=" not in body and "শীঘ্রই" in body, (badge, body)

    source = (REPO / "docs" / lesson.page).read_text(encoding="utf-8")
    for (label, target), written in Counter(LESSON_LINK.findall(source)).items():
        assert (REPO / "docs" / f"{target}.md").exists(), f"{lesson.page} links {target}.md, which is not written"
        shown = parts[0].count(f'<a href="../{target}/">{label}</a>') + sum(
            part.count(f'<a href="../../{target}/">{label}</a>') for part in parts[1:])
        assert shown >= written, f"{slug}: [{label}]({target}.md) is written {written} time(s), a link {shown}"
