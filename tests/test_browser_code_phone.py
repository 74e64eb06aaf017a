"""Code on a phone (issue 38): each runnable block shown once, the editor on request and never soft-wrapped,
the note about running in the page once per page, and a run's output labelled apart from its code."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LESSON = "05-home-made-autograd/"  # in-page blocks, Python and NumPy
PHONE = {"viewport": {"width": 412, "height": 915}, "has_touch": True, "is_mobile": True}


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
