"""With JavaScript off every widget still teaches: reasons, answers, steps and outputs are all reachable; and
no lesson page is wider than a phone."""

from __future__ import annotations

from collections import Counter

import pytest
from playwright.sync_api import expect

from .conftest import PHONE, lesson_parts, lesson_with_every_widget

pytestmark = pytest.mark.browser

JS_ONLY = ".ps-check, .ps-reveal, .ps-complete-button"

# What the HTML hides with `hidden` must be empty or script-only controls (a button, or a block holding one).
HIDDEN_CONTENT = """() => [...document.querySelectorAll("article [hidden]")]
  .filter(el => el.textContent.trim() !== "" && !el.matches("button, :has(button)"))
  .map(el => el.outerHTML.slice(0, 120))"""

# Every element of the article with something to show that is not rendered, except what sits
# behind a closed <details> (one click away) and the script-only controls (`hidden`).
STUCK = """() => {
  const skip = new Set(["SCRIPT", "STYLE", "TEMPLATE", "META", "LINK"]);
  const behindClosedDetails = el => {
    for (let d = el.parentElement.closest("details:not([open])"); d;
         d = d.parentElement && d.parentElement.closest("details:not([open])")) {
      const summary = d.querySelector(":scope > summary");
      if (!summary || !summary.contains(el)) return true;
    }
    return false;
  };
  return [...document.querySelectorAll("article *")]
    .filter(el => !skip.has(el.tagName) && !el.closest("[hidden]") && !el.matches("svg *"))
    .filter(el => !behindClosedDetails(el))
    .filter(el => el.textContent.trim() !== "" || el.querySelector("img, svg, textarea, input"))
    .filter(el => getComputedStyle(el).display !== "contents")
    // a block off screen that the browser has not laid out yet (content-visibility: auto) is not stuck
    .filter(el => !(el.checkVisibility() && !el.checkVisibility({contentVisibilityAuto: true})))
    .filter(el => getComputedStyle(el).display === "none" || el.getClientRects().length === 0)
    .map(el => el.outerHTML.slice(0, 120));
}"""


def open_all(page, selector: str, body: str, limit: int) -> int:
    blocks = page.locator(selector)
    for i in range(min(limit, blocks.count())):
        block = blocks.nth(i)
        expect(block.locator("summary")).to_be_visible()
        expect(block.locator(body).first).to_be_hidden()
        block.locator("summary").click()
        expect(block.locator(body).first).to_be_visible()
    return blocks.count()


# The widget page opens everything; on the (long) lesson a few of each kind are opened by hand, in each of
# its parts (content/parts.py: a lesson's widgets are spread over its parts' pages), and the check for
# hidden content covers the rest.
@pytest.mark.parametrize(("path", "limit"), [("widgets/", 99), (lesson_with_every_widget(), 4)])
def test_every_widget_is_reachable_without_javascript(pages, path, limit, browser_site):
    page = pages.new(java_script_enabled=False)
    seen = Counter()
    shown = "s => [...document.querySelectorAll(s)].filter(el => el.getClientRects().length).map(el => el.outerHTML)"
    hidden = "s => [...document.querySelectorAll(s)].filter(el => !el.getClientRects().length).map(el => el.outerHTML)"
    for part in lesson_parts(browser_site.root / "site", path):
        page.goto(part)
        expect(page.locator("html")).not_to_contain_class("ps-js")
        assert page.evaluate(STUCK) == [], part
        assert page.evaluate(HIDDEN_CONTENT) == [], part
        seen["js only"] += page.locator(JS_ONLY).count()
        assert page.evaluate(shown, JS_ONLY) == []  # a button that would do nothing is not shown

        quiz_count = page.locator("form.ps-choice").count()
        if quiz_count:
            quiz = page.locator("form.ps-choice").first
            quiz.locator(".ps-option label").first.click()  # the options still work as a form
            expect(quiz.locator("input[type=radio]").first).to_be_checked()
            seen["reasons"] += open_all(page, "details.ps-reason", ".ps-reason-body", limit)  # one for every option
            expect(page.locator("details.ps-reason", has_text="✔ সঠিক।")).to_have_count(quiz_count)
        seen["order answers"] += open_all(page, "details.ps-order-answer", "ol", limit)
        seen["steps"] += page.locator(".ps-stepper .ps-step").count()
        assert page.evaluate(hidden, ".ps-stepper .ps-step") == []  # a stepper is the whole list of steps
        if page.locator("textarea.ps-guess").count():
            seen["guesses"] += 1
            expect(page.locator("textarea.ps-guess").first).to_be_editable()
        seen["real outputs"] += open_all(page, "details.ps-real", "pre", limit)
        assert page.evaluate(STUCK) == []  # and what was opened shows everything it holds
    assert seen["js only"] >= 3 and seen["reasons"] >= 2 and seen["order answers"] >= 1, seen
    assert seen["steps"] >= 2 and seen["guesses"] >= 1 and seen["real outputs"] >= 1, seen


def test_no_lesson_page_is_wider_than_a_phone_without_javascript(phone_nojs, lesson_urls):
    """Issue 38: without the script, pages were 6-13 px wider than the phone (the header's hidden title)."""
    wide = {}
    for url in ["./", *lesson_urls]:
        phone_nojs.goto(url)
        width = phone_nojs.evaluate("document.documentElement.scrollWidth")
        if width > PHONE["viewport"]["width"]:
            wide[url] = width
    assert len(lesson_urls) >= 14
    assert wide == {}
