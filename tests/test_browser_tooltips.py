"""Tooltips on a phone (issue 38): readable, kept on screen, closed by a second tap; numbers from runs
look different from glossary terms and say where they came from in words."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LESSON = "08-autograd-internals/"  # holds glossary terms and claims
PHONE = {"viewport": {"width": 412, "height": 915}, "has_touch": True, "is_mobile": True}
ACTIVE = "#ps-tooltip.md-tooltip2--active"


def phone_page(pages):
    page = pages.new(**PHONE)
    page.goto(LESSON)
    page.wait_for_load_state("networkidle")
    return page


def visible_one(page, selector: str):
    """The first element of ``selector`` in the article's running text, scrolled into view."""
    found = page.locator(f"article p {selector}").first
    found.scroll_into_view_if_needed()
    return found


def test_a_tapped_term_shows_body_sized_text_and_a_second_tap_closes_it(pages):
    page = phone_page(pages)
    term = visible_one(page, "abbr.ps-term")
    term.tap()
    tip = page.locator(ACTIVE)
    expect(tip).to_be_visible()
    size, weight = tip.locator(".md-tooltip2__inner").evaluate(
        "n => [parseFloat(getComputedStyle(n).fontSize), getComputedStyle(n).fontWeight]")
    assert size >= 14 and weight == "400", (size, weight)  # was 10 px bold
    term.tap()
    expect(page.locator(ACTIVE)).to_have_count(0)


def test_a_term_near_the_bottom_of_the_screen_opens_its_tooltip_above_it(pages):
    page = phone_page(pages)
    # a term far enough down the page that the screen can scroll to put it at its bottom edge
    far = page.locator("article p abbr.ps-term").evaluate_all(
        "ts => ts.findIndex(t => t.getBoundingClientRect().top + window.scrollY > 2 * window.innerHeight)")
    assert far >= 0
    term = page.locator("article p abbr.ps-term").nth(far)
    # put the term 30 px above the bottom edge of the screen
    term.evaluate("t => window.scrollBy(0, t.getBoundingClientRect().bottom - (window.innerHeight - 30))")
    host = term.bounding_box()
    assert host["y"] + host["height"] > page.evaluate("window.innerHeight") - 40, host
    # a tap where the term is (locator.tap() would scroll it to a comfortable place first)
    page.touchscreen.tap(host["x"] + host["width"] / 2, host["y"] + host["height"] / 2)
    tip = page.locator(ACTIVE + " .md-tooltip2__inner")
    expect(tip).to_be_visible()
    page.wait_for_timeout(500)  # Material's tooltip slides in over 0.4 s: measure where it ends
    box, height = tip.bounding_box(), page.evaluate("window.innerHeight")
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, (box, height)  # on screen
    assert box["y"] + box["height"] <= host["y"], (box, host)  # above the term


def test_a_number_from_a_run_is_marked_apart_from_terms_and_says_where_it_came_from(pages):
    page = phone_page(pages)
    claim = visible_one(page, ".claim")
    term = visible_one(page, "abbr.ps-term")
    look = "n => [getComputedStyle(n).borderBottomStyle, getComputedStyle(n).backgroundColor]"
    claim_look, term_look = claim.evaluate(look), term.evaluate(look)
    assert claim_look != term_look and claim_look[1] not in ("rgba(0, 0, 0, 0)", "transparent"), (claim_look,
                                                                                                     term_look)
    claim.tap()
    tip = page.locator(ACTIVE)
    expect(tip).to_be_visible()
    text = tip.inner_text()
    assert "চালানোর সময়" in text and ".py" in text and "snippets/" not in text, text
