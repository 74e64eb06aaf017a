"""Search in a real browser: the index loads on first use of search, never with the page.

``docs/assets/js/lazy-search.js`` (in ``<head>`` through ``overrides/main.html``)
holds Material's request for ``search/search_index.json`` until the reader
reaches for search. These tests open pages without searching (no index
request), then search the ways a reader does (click and type, a keyboard
shortcut, the phone's search button) and find a lesson by a Bengali word, all
under the page's own Content-Security-Policy with no violation reported.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from .test_browser_hostile import LISTEN

pytestmark = pytest.mark.browser

LESSON = "08-autograd-internals/"
OTHER = "05-home-made-autograd/"  # has in-page editors: typing in them is not searching
WORD = "দাঁড়িপাল্লা"  # a word of lesson 05's prose, in no other page
INDEX = "search/search_index.json"
SEARCH_BOX = '[data-md-component="search-query"]'


def index_requests(pages) -> list[str]:
    return [u for u in pages.requests if u.split("?")[0].endswith("/" + INDEX)]


def opened(pages, path: str, **context_options):
    """A page opened in a fresh context, CSP violations recorded (window.__csp), settled."""
    page = pages.new(**context_options)
    page.add_init_script(LISTEN)
    page.goto(path)
    page.wait_for_load_state("networkidle")
    return page


def expect_the_lesson_found(page, lesson: str = OTHER) -> None:
    results = page.locator(".md-search-result__item a")
    expect(results.first).to_be_visible()  # the index arrived, the worker answered
    hrefs = results.evaluate_all("links => links.map(a => a.href)")
    # the lesson's opening page or one of its parts (NN-slug/2/: content/parts.py)
    assert hrefs and all(re.search(rf"/{re.escape(lesson)}(\d+/)?(#.*)?$", h) for h in hrefs), hrefs


def test_a_lesson_opens_without_the_search_index(pages, site_url):
    page = opened(pages, LESSON)
    requested = {u.removeprefix(site_url) for u in pages.requests}
    assert index_requests(pages) == [], "the search index was fetched with the page"
    assert "assets/js/lazy-search.js" in requested, sorted(requested)
    # Search itself is ready to start: the worker is loaded, the box is there.
    assert any(u.startswith("assets/javascripts/workers/search.") for u in requested), sorted(requested)
    expect(page.locator(SEARCH_BOX)).to_be_attached()
    assert page.evaluate("window.__csp") == []


def test_the_script_runs_under_the_page_policy_before_materials_bundle(pages, site_url):
    page = opened(pages, LESSON)
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    script_src = re.search(r"script-src ([^;]*)", policy).group(1).split()
    assert "'self'" in script_src and "'unsafe-inline'" not in script_src, policy  # the policy is not widened
    order = page.evaluate("[...document.scripts].map(s => s.src).filter(Boolean)")
    ours = [i for i, s in enumerate(order) if s.endswith("/assets/js/lazy-search.js")]
    bundle = [i for i, s in enumerate(order) if re.search(r"/assets/javascripts/bundle\.[0-9a-f]+\.min\.js$", s)]
    assert len(ours) == 1 and len(bundle) == 1 and ours[0] < bundle[0], order
    assert order[ours[0]] == site_url + "assets/js/lazy-search.js"  # from 'self'
    # It ran (a refused script would leave the browser's own send): the index request is held.
    assert "[native code]" not in page.evaluate("XMLHttpRequest.prototype.send.toString()")
    assert page.evaluate("window.__csp") == []


def test_clicking_search_and_typing_a_bengali_word_finds_its_lesson(pages):
    page = opened(pages, LESSON)
    assert index_requests(pages) == []
    page.get_by_role("textbox", name="অনুসন্ধান করুন").click()
    page.keyboard.type(WORD)  # at once: Material initialises search, then runs what was typed
    expect_the_lesson_found(page)
    assert len(index_requests(pages)) == 1
    page.locator(".md-search-result__item a").first.click()
    expect(page).to_have_url(re.compile(rf"/{OTHER}(\d+/)?(#.*)?$"))  # the lesson's part that holds the word
    expect(page.get_by_text(WORD, exact=False).first).to_be_visible()
    assert page.evaluate("window.__csp") == []


def test_materials_keyboard_shortcut_loads_the_index(pages):
    page = opened(pages, LESSON)
    page.locator("article h1").click()  # the reader is reading, nothing focused
    page.keyboard.press("/")
    expect(page.locator(SEARCH_BOX)).to_be_focused()
    page.keyboard.type(WORD)
    expect_the_lesson_found(page)
    assert len(index_requests(pages)) == 1


def test_the_phones_search_button_loads_the_index(pages):
    page = opened(pages, LESSON, viewport={"width": 360, "height": 800})
    assert index_requests(pages) == []
    page.locator('label.md-header__button[for="__search"]').click()
    expect(page.locator(SEARCH_BOX)).to_be_visible()
    page.keyboard.type(WORD)
    expect_the_lesson_found(page)
    assert len(index_requests(pages)) == 1


def test_typing_in_an_in_page_editor_or_scrolling_does_not_load_the_index(pages):
    page = opened(pages, OTHER)
    page.mouse.wheel(0, 2000)
    page.get_by_role("button", name="কোড বদলে চালান").first.click()  # the editor opens (inpage.js)
    page.locator("textarea.ps-inpage-code").first.click()
    page.keyboard.type("s/f")  # Material's search keys, typed as code
    page.wait_for_load_state("networkidle")
    assert index_requests(pages) == []
    page.get_by_role("textbox", name="অনুসন্ধান করুন").focus()  # and it still loads once asked for
    page.keyboard.type(WORD)
    expect_the_lesson_found(page)
    assert len(index_requests(pages)) == 1


def test_a_term_typed_as_it_sounds_finds_the_pages_that_write_it_in_latin(pages, browser_site):
    """On a phone, গ্রেডিয়েন্ট (which no page writes) finds the sections that write "gradient", through
    the glossary's spoken spellings (search tags); Material's counts are shown in Bengali digits."""
    spoken = "গ্রেডিয়েন্ট"
    served = json.loads((browser_site.root / "site" / INDEX).read_text(encoding="utf-8"))["docs"]
    assert not any(spoken in doc["text"] or spoken in doc["title"] for doc in served)  # no page writes it
    assert any(spoken in doc.get("tags", []) for doc in served)
    page = opened(pages, LESSON, viewport={"width": 412, "height": 915}, has_touch=True, is_mobile=True)
    page.locator('label.md-header__button[for="__search"]').click()
    page.keyboard.type(spoken)
    results = page.locator(".md-search-result__item a")
    expect(results.first).to_be_visible()
    hrefs = results.evaluate_all("links => links.map(a => a.href)")
    assert any("02-gradient-descent/" in h for h in hrefs), hrefs
    meta = page.locator(".md-search-result__meta")
    expect(meta).to_contain_text(re.compile("[০-৯]"))
    assert not re.search("[0-9]", meta.inner_text()), meta.inner_text()
    more = page.locator(".md-search-result__more > summary")
    assert all(not re.search("[0-9]", t) for t in more.all_inner_texts()), more.all_inner_texts()
    assert page.locator(".md-search-result .md-tags").count() > 0  # the tags are in the results' markup…
    expect(page.locator(".md-search-result .md-tags").first).to_be_hidden()  # …and find, never shown


def test_a_result_on_a_later_part_names_its_lesson_and_part(pages):
    """A hit on part 2.. of a lesson is titled with the lesson's name and "ভাগ k/n", never the part's bare
    nav label ("ভাগ ২ · …"), so a reader knows which lesson a result belongs to before opening it."""
    page = opened(pages, LESSON, viewport={"width": 412, "height": 915}, has_touch=True, is_mobile=True)
    page.locator('label.md-header__button[for="__search"]').click()
    page.keyboard.type("log-sum-exp")  # lesson ০৩'s subject: its opening page and its later parts
    expect(page.locator(".md-search-result__item").first).to_be_visible()
    titles = page.locator(".md-search-result__item h1").all_inner_texts()
    later = [t for t in titles if "ভাগ" in t]
    assert later, titles  # a later part was found at all
    # each: "<the lesson's title> · ভাগ k/n" (a lesson's title never begins with ভাগ)
    assert all(re.fullmatch(r"(?!ভাগ).+ · ভাগ [২-৯]/[২-৯]", t.strip()) for t in later), later
    assert "সংখ্যার স্থিতিশীলতা আর log-sum-exp কৌশল · ভাগ ২/৪" in [t.strip() for t in later], later
