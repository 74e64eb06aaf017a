"""Code on a phone (issue 38): each runnable block shown once, the editor on request and never soft-wrapped,
the note about running in the page once per page, a run's output labelled apart from its code, and the copy
button clear of the first line."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import PHONE, lesson_parts

pytestmark = pytest.mark.browser

LESSON = "05-home-made-autograd/"  # in-page blocks, Python and NumPy


def opened(pages):
    page = pages.new(**PHONE)
    page.goto(LESSON)
    page.wait_for_load_state("networkidle")
    return page


def test_each_block_is_shown_once_and_its_editor_opens_on_request_without_soft_wrap(pages):
    page = opened(pages)
    blocks = page.locator(".ps-inpage")
    assert blocks.count() > 1
    assert page.locator("textarea.ps-inpage-code:visible").count() == 0  # no copy of the code at rest
    for i in range(blocks.count()):
        block = blocks.nth(i)
        expect(block.get_by_role("button", name="পাতায় চালান")).to_be_visible()
        expect(block.get_by_role("button", name="কোড বদলে চালান")).to_be_visible()
    first = blocks.first
    first.scroll_into_view_if_needed()
    first.get_by_role("button", name="কোড বদলে চালান").click()
    editor = first.locator("textarea.ps-inpage-code")
    expect(editor).to_be_visible()
    expect(editor).to_be_focused()
    assert editor.get_attribute("wrap") == "off"
    assert editor.evaluate("t => getComputedStyle(t).whiteSpace") == "pre"
    expect(first.get_by_role("button", name="আগের কোডে ফিরুন")).to_be_visible()
    assert page.locator("textarea.ps-inpage-code:visible").count() == 1  # only the one asked for


def test_the_note_about_running_in_the_page_is_said_once_per_page(pages):
    page = opened(pages)
    notes = page.locator(".ps-inpage-note")
    texts = [notes.nth(i).text_content().strip() for i in range(notes.count())]
    shown = [t for i, t in enumerate(texts) if notes.nth(i).evaluate("n => !n.hidden")]
    assert len(texts) > len(set(texts)) and sorted(shown) == sorted(set(texts)), (len(texts), shown)


def test_a_runs_output_is_labelled_and_set_apart_from_its_code(pages):
    page = opened(pages)
    output = page.locator(".ps-run .language-text.highlight").first
    code = page.locator(".ps-run .language-python.highlight").first
    label = output.evaluate("n => getComputedStyle(n, '::before').content")
    assert "output" in label, label
    assert output.evaluate("n => getComputedStyle(n).borderLeftStyle") == "dashed"
    assert code.evaluate("n => getComputedStyle(n).borderLeftStyle") != "dashed"


# Every code block a reader sees on the page (not one behind a closed <details>), numbered for the test.
MARK_BLOCKS = """() => {
  const blocks = [...document.querySelectorAll("article .highlight > pre")].filter(p => p.checkVisibility());
  blocks.forEach((p, i) => p.setAttribute("data-test-block", i));
  return blocks.length;
}"""

# The first line's text boxes (one per text node up to the first newline: the build's single text node, or
# Pygments' spans) that the copy button's box (Material's .md-code__nav, its background included) overlaps.
FIRST_LINE_UNDER_BUTTON = """pre => {
  const nav = pre.querySelector(".md-code__nav").getBoundingClientRect();
  const code = pre.querySelector("code");
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const boxes = [];
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const end = text.data.indexOf("\\n");
    if (end !== 0) {
      range.setStart(text, 0);
      range.setEnd(text, end < 0 ? text.data.length : end);
      boxes.push(...[...range.getClientRects()].filter(r => r.width > 0));
    }
    if (end >= 0) break;
  }
  const hits = boxes.filter(r => r.left < nav.right && r.right > nav.left && r.top < nav.bottom && r.bottom > nav.top);
  return hits.length ? code.textContent.split("\\n")[0] : null;
}"""


# ০১ opens every block with a long Bengali comment; ০৮'s lines are long throughout.
@pytest.mark.parametrize("lesson", ["01-what-is-learning/", "08-autograd-internals/"])
def test_the_copy_button_leaves_the_first_line_of_every_block_readable(phone, browser_site, lesson):
    covered, count = [], 0
    for url in lesson_parts(browser_site.root / "site", lesson):  # every part of the lesson (sittings)
        phone.goto(url)
        blocks = phone.evaluate(MARK_BLOCKS)
        count += blocks
        for i in range(blocks):
            block = phone.locator(f'[data-test-block="{i}"]')
            block.evaluate("b => b.scrollIntoView({block: 'center'})")
            expect(block.locator(".md-code__nav [data-md-type=copy]")).to_have_count(1)  # Material adds it on screen
            first_line = block.evaluate(FIRST_LINE_UNDER_BUTTON)
            if first_line is not None:
                covered.append(f"{url}: {first_line}")
    assert count >= 10
    assert covered == [], f"{len(covered)} of {count} first lines under the copy button"
