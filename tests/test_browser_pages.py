"""Whole pages in a real browser: glossary tooltips, Bengali search, layout at two widths, what loads."""

from __future__ import annotations

import gzip
import re

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, REPO, lesson_parts, lesson_with_every_widget

pytestmark = pytest.mark.browser

LESSON = lesson_with_every_widget()
FIRST_VIEW_LIMIT = 600 * 1024


def word_of_one_lesson() -> tuple[str, str, str]:
    """A Bengali word with a chandrabindu (ঁ: the search must keep it) that one lesson's text holds and no
    other page's, with that lesson's slug and title: found from the pages, whichever lesson it is."""
    pages = {p: p.read_text(encoding="utf-8") for p in sorted((REPO / "docs").glob("*.md"))}
    glossary = (REPO / "course" / "glossary.yml").read_text(encoding="utf-8")
    for path, text in pages.items():
        if not re.match(r"\d\d-", path.name):
            continue
        for word in sorted(set(re.findall(r"[\u0980-\u09ff]*ঁ[\u0980-\u09ff]*", text))):
            if len(word) >= 4 and sum(word in other for other in pages.values()) == 1 and word not in glossary:
                title = re.search(r'(?m)^title: "(.*)"$', text).group(1)
                return word, path.stem, title
    raise AssertionError("no lesson holds a chandrabindu word of its own")


def test_glossary_term_shows_materials_tooltip_when_focused(page):
    page.goto(LESSON)
    terms = page.locator("article abbr.ps-term")
    if terms.count() == 0:
        pytest.skip("no glossary term (abbr.ps-term) on the lesson yet: the glossary is being built in parallel")
    term = terms.first
    definition = term.get_attribute("title")
    assert definition and definition.strip()
    expect(term).to_have_attribute("tabindex", "0")
    term.focus()  # a keyboard reader tabs onto the term
    tooltip = page.locator(".md-tooltip2.md-tooltip2--active")
    expect(tooltip).to_be_visible()
    expect(tooltip).to_have_text(definition.strip())


def test_bengali_search_finds_the_lesson_offline(page):
    page.goto("./")
    page.get_by_role("textbox", name="অনুসন্ধান করুন").click()
    word, lesson, title = word_of_one_lesson()
    page.keyboard.type(word)  # as an input method would: text, no key of its own per letter
    result = page.locator(".md-search-result__item a", has_text=word).first
    expect(result).to_be_visible()
    expect(page.locator(".md-search-result__meta")).to_have_text("১ টা ডকুমেন্ট")
    result.click()
    expect(page).to_have_url(re.compile(rf"/{lesson}/(#.*)?$"))
    expect(page.locator("h1")).to_contain_text(title)


@pytest.mark.parametrize("width", [360, 1280])
def test_lesson_layout_at_phone_and_desktop_width(pages, width, browser_site):
    page = pages.new(viewport={"width": width, "height": 800})
    page.goto(LESSON)
    page.wait_for_load_state("networkidle")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / f"lesson-{width}.png")  # the first screen: title and lesson header
    kinds = {"header": ".ps-lesson-header", "parts": "nav.ps-parts", "stepper": ".ps-stepper",
             "predict": ".ps-predict", "quiz": "form.ps-choice", "order": ".ps-order",
             "remember": ".admonition.remember", "answer": "details.answer", "end": ".ps-lesson-nav"}
    seen = set()
    for path in lesson_parts(browser_site.root / "site", LESSON):  # the lesson's widgets, in whichever part
        page.goto(path)
        page.wait_for_load_state("networkidle")
        # Nothing but code blocks may be wider than the screen: the page itself never scrolls sideways.
        assert page.evaluate("document.documentElement.scrollWidth") <= width, path
        for name, selector in kinds.items():  # each fits the screen; a picture of each (the page is long)
            if name in seen or page.locator(selector).count() == 0:
                continue
            seen.add(name)
            part = page.locator(selector).first
            part.scroll_into_view_if_needed()
            box = part.bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= width, (selector, box)
            part.screenshot(path=ARTIFACTS / f"lesson-{width}-{name}.png")
    assert seen == set(kinds), set(kinds) - seen
    page.goto(next(p for p in lesson_parts(browser_site.root / "site", LESSON)
                   if "ps-stepper" in (browser_site.root / "site" / p / "index.html").read_text(encoding="utf-8")))
    buttons = page.locator(".ps-stepper-controls .md-button")
    for i in range(2):  # the first stepper's buttons stay on screen and are big enough to tap
        box = buttons.nth(i).bounding_box()
        assert box["x"] + box["width"] <= width and box["height"] >= 32, box


def test_no_request_leaves_this_machine(pages, site_url):
    page = pages.new()
    for path in ("./", LESSON, "widgets/", "404.html"):
        page.goto(path)
        page.wait_for_load_state("networkidle")
    page.get_by_role("textbox", name="অনুসন্ধান করুন").click()  # the index loads on first use of search
    page.keyboard.type("tensor")
    page.locator(".md-search-result__item").first.wait_for()
    requested = {url.removeprefix(site_url) for url in pages.requests}
    # The search engine, its index, the fonts and our script are all served from here.
    assert any(u.startswith("assets/javascripts/workers/search.") for u in requested), sorted(requested)
    assert "search/search_index.json" in requested
    assert "assets/js/pathshala.js" in requested
    assert pages.leaks() == []


_first_view: dict[str, dict[str, tuple[int, int]]] = {}


def first_view(pages, lesson: str = LESSON) -> dict[str, tuple[int, int]]:
    """Every response of the lesson's first view (until load and network idle): url -> (bytes, gzipped bytes).

    Measured once per session and lesson, in a fresh context (nothing cached)."""
    if lesson in _first_view:
        return _first_view[lesson]
    page = pages.new()
    bodies: dict[str, bytes] = {}

    def keep(response):
        try:
            bodies[response.url] = response.body()
        except Exception:  # a redirect or an aborted request has no body
            bodies.setdefault(response.url, b"")

    page.on("response", keep)
    page.goto(lesson, wait_until="load")
    page.wait_for_load_state("networkidle")
    sizes = {url: (len(body), len(gzip.compress(body, 6))) for url, body in bodies.items()}
    total, packed = (sum(x[i] for x in sizes.values()) for i in (0, 1))
    rows = "\n".join(f"{n:>9,} {z:>9,} {url}" for url, (n, z) in sorted(sizes.items(), key=lambda x: -x[1][0]))
    report = f"first view of {lesson}: {total:,} bytes ({packed:,} gzipped) in {len(sizes)} requests\n{rows}"
    print(report)
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"first-view-{lesson.strip('/')}.txt").write_text(report + "\n", encoding="utf-8")
    _first_view[lesson] = sizes
    return sizes


# Lesson 05 carries the most in-page blocks (editors, carried modules); Pyodide itself loads only on a press.
# Lessons 01 and 02 run every block in the page and inline their figures.
@pytest.mark.parametrize("lesson", [LESSON, "05-home-made-autograd/", "01-what-is-learning/", "02-gradient-descent/"])
def test_the_lessons_first_view_stays_small_as_served_compressed(pages, lesson):
    """The budget counts bytes on the wire as a static host sends them: HTML, JSON, CSS and JS
    compressed (every host that serves a site does), fonts as the woff2 they are. Uncompressed, a
    whole lesson is about 650 KB of HTML by itself; the figure printed lists both."""
    sizes = first_view(pages, lesson)
    assert not [u for u in sizes if "/assets/pyodide/" in u], "Pyodide was fetched on open"
    packed = sum(z for _, z in sizes.values())
    assert packed <= FIRST_VIEW_LIMIT, f"{packed:,} gzipped bytes > {FIRST_VIEW_LIMIT:,}"


def test_the_self_hosted_bengali_font_is_used(page):
    page.goto(LESSON)
    page.wait_for_load_state("networkidle")
    family = page.evaluate("getComputedStyle(document.querySelector('article p')).fontFamily")
    assert "Noto Sans Bengali" in family, family
    page.evaluate("document.fonts.ready")
    assert page.evaluate("document.fonts.check('16px \"Noto Sans Bengali\"', 'বাংলা')")
    loaded = page.evaluate("[...document.fonts].filter(f => f.status === 'loaded').map(f => f.family)")
    assert any("Noto Sans Bengali" in f for f in loaded), loaded
