"""A lesson in sittings, in the built site (issue 38 item 1; content/parts.py): every written lesson reads in
parts of at most about 45 minutes, each its own page under the lesson's URL, listed on the opening page, led
through by its cards, in the nav under its lesson; a link to a lesson's anchor lands on the part holding it."""

from __future__ import annotations

import html as html_lib
import re

import pytest

from .conftest import REPO, to_bn
from .test_site_lessons import WRITTEN, _parts, _slug

pytestmark = pytest.mark.site

MOST = 45  # minutes: a part longer than this must be a single ## section (the rule never cuts one)
LIST = re.compile(r'<nav class="ps-parts" id="ps-parts"[^>]*data-parts="(\d+)">.*?</nav>', re.DOTALL)
ITEM = re.compile(r'<li data-part="(\d+)">(.*?)</li>', re.DOTALL)


def _sections(html: str) -> list[str]:
    """A part's own ## headings (the generated শব্দকোষ section is every part's, not the lesson's)."""
    return [h for h in re.findall(r'<h2 id="([^"]+)"', html) if h != "শব্দকোষ"]


@pytest.mark.parametrize("lesson", WRITTEN, ids=_slug)
def test_every_lesson_reads_in_parts_of_a_sitting(built_site, lesson):
    slug = _slug(lesson)
    pages = _parts(built_site, slug)
    listing = LIST.search(pages[0])
    whole = re.search(r'class="ps-lesson-meta">.*?আনুমানিক ([০-৯]+) মিনিট', pages[0]).group(1)
    if len(pages) == 1:  # only a lesson of 45 minutes or less reads whole, with no list
        minutes = int(whole.translate(str.maketrans("০১২৩৪৫৬৭৮৯", "0123456789")))
        assert minutes <= MOST, f"{slug}: {whole} minutes on one page"
        assert listing is None
        return
    assert listing, f"{slug}: the opening page does not list its parts"
    items = ITEM.findall(listing.group(0))
    assert [int(n) for n, _ in items] == list(range(1, len(pages) + 1)) == list(range(1, int(listing.group(1)) + 1))
    minutes = []
    for (number, item), html in zip(items, pages, strict=True):
        total = to_bn(str(len(pages)))
        assert f"ভাগ {to_bn(number)}/{total}" in item
        if number != "1":
            assert f'href="{number}/"' in item  # its own URL under the lesson's
            assert f"<title>{to_bn(f'{lesson.number:02d}')} · " in html and f"ভাগ {to_bn(number)}/{total}" in html
        found = re.search(r"আনুমানিক ([০-৯]+) মিনিট", item)
        minutes.append(int(found.group(1).translate(str.maketrans("০১২৩৪৫৬৭৮৯", "0123456789"))))
        if number != "1":  # the part's header says the same minutes
            assert f"আনুমানিক {found.group(1)} মিনিট" in html.split('ps-part-header"', 1)[1][:600]
        if minutes[-1] > MOST:
            assert len(_sections(html)) == 1, f"{slug} part {number}: {minutes[-1]} minutes over several sections"
    # every section of the source is in exactly one part, in order
    source = (REPO / "docs" / lesson.page).read_text(encoding="utf-8")
    headings = len(re.findall(r"(?m)^## ", re.sub(r"(?ms)^```.*?^```", "", source)))
    assert sum(len(_sections(h)) for h in pages) == headings


@pytest.mark.parametrize("lesson", WRITTEN, ids=_slug)
def test_parts_lead_to_each_other_and_on_to_the_next_lesson(built_site, lesson):
    slug = _slug(lesson)
    pages = _parts(built_site, slug)
    for number, html in enumerate(pages, 1):
        nav = re.search(r'<nav class="ps-lesson-nav".*?</nav>', html, flags=re.DOTALL).group(0)
        cards = dict(re.findall(r'<p class="ps-card-badge">(.*?)</p><p><a class="ps-card-link" href="([^"]*)"', nav))
        if number > 1:
            assert cards["আগের ভাগ"] == ("../" if number == 2 else f"../{number - 1}/")
        if number < len(pages):
            assert cards["পরের ভাগ"] == (f"{number + 1}/" if number == 1 else f"../{number + 1}/")
        complete = re.search(r'<div class="ps-complete"[^>]*>', html).group(0)
        if len(pages) > 1:
            assert f'data-part="{number}"' in complete and f'data-parts="{len(pages)}"' in complete


def test_the_nav_lists_each_lesson_as_a_section_of_its_parts(built_site):
    home = built_site.html("")
    for lesson in WRITTEN:
        slug = _slug(lesson)
        count = len(_parts(built_site, slug))
        if count > 1:
            assert f'href="{slug}/{count}/"' in home, f"the nav does not list {slug}'s last part"
        assert f'href="{slug}/"' in home  # the home map and the nav still lead to the lesson's opening page
    row = re.search(r'<tr data-lesson="8" data-parts="(\d+)">', home)
    assert row and int(row.group(1)) == len(_parts(built_site, "08-autograd-internals"))


def test_a_link_to_a_lessons_anchor_lands_on_the_part_that_holds_it(built_site):
    """Lesson ০৭ links ০৫'s section on broadcasting; that section is not in ০৫'s first part."""
    source = (REPO / "docs" / "07-tensors.md").read_text(encoding="utf-8")
    anchor = re.search(r"\]\(05-home-made-autograd\.md#([^)]+)\)", source).group(1)
    holder = [n for n, html in enumerate(_parts(built_site, "05-home-made-autograd"), 1)
              if f'id="{anchor}"' in html]
    assert len(holder) == 1 and holder[0] > 1, holder
    seven = "".join(_parts(built_site, "07-tensors"))
    hrefs = re.findall(r'href="([^"]*05-home-made-autograd[^"]*#[^"]*)"', html_lib.unescape(seven))
    assert hrefs and all(h.endswith(f"05-home-made-autograd/{holder[0]}/#{anchor}") for h in hrefs), hrefs


def test_the_notebook_stays_one_per_lesson(built_site):
    for lesson in WRITTEN:
        slug = _slug(lesson)
        assert (built_site.root / "site" / "notebooks" / slug / f"{slug}.ipynb").is_file()
        for html in _parts(built_site, slug):
            assert f"notebooks/{slug}/" in html  # every part links the lesson's whole notebook
