"""Lesson completion and the home page's progress, in a real browser."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LESSON = "08-autograd-internals/"
BN = "০১২৩৪৫৬৭৮৯"


PHONE = {"viewport": {"width": 412, "height": 915}, "has_touch": True, "is_mobile": True}


def test_a_lesson_read_in_parts_on_a_phone_keeps_each_part_and_the_lesson(pages):
    """Issue 38 item 1: the opening page lists the parts; "পরের ভাগ" leads to part 2; a part marked read is
    kept on the part, in the opening page's list and on the home map, and all parts read complete the lesson."""
    page = pages.new(**PHONE)
    page.goto(LESSON)
    listing = page.locator("nav.ps-parts")
    expect(listing).to_be_visible()
    items = listing.locator("li[data-part]")
    total = items.count()
    assert 3 <= total <= 8
    expect(items.first).to_contain_text("ভাগ ১/")
    expect(listing.locator(".ps-parts-progress")).to_have_text(f"০/{BN[total]} ভাগ পড়া")
    assert page.title().startswith("০৮ · ") and f"ভাগ ১/{BN[total]}" in page.title()

    following = page.locator(".ps-lesson-nav .ps-card").filter(has=page.locator(".ps-card-badge", has_text="পরের ভাগ"))
    following.get_by_role("link").tap()
    expect(page).to_have_url(re.compile(re.escape(LESSON) + "2/$"))
    assert f"ভাগ ২/{BN[total]}" in page.title()
    expect(page.locator(".ps-part-header")).to_contain_text(f"ভাগ ২/{BN[total]}")
    expect(page.locator(".ps-part-header")).to_contain_text("আনুমানিক")
    box = page.locator(".ps-complete")
    button = box.get_by_role("button", name="এই ভাগ পড়া হলো")
    expect(button).to_be_visible()
    expect(button).to_have_attribute("aria-pressed", "false")
    button.tap()
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(box.locator(".ps-complete-status")).to_have_text(f"এই ভাগ পড়া হয়েছে। এই পর্বের ১/{BN[total]} ভাগ পড়া।")
    assert page.evaluate("JSON.parse(localStorage.getItem('pathshala:parts'))") == ["8/2"]
    assert page.evaluate("localStorage.getItem('pathshala:done')") in (None, "[]")

    page.reload()  # kept on the part
    expect(button).to_have_attribute("aria-pressed", "true")
    page.locator(".ps-part-header a").click()  # back to the opening page and its list
    expect(page).to_have_url(re.compile(re.escape(LESSON) + "#ps-parts$"))
    expect(listing.locator(".ps-parts-progress")).to_have_text(f"১/{BN[total]} ভাগ পড়া")
    expect(items.nth(1)).to_contain_class("ps-done")
    expect(items.nth(1)).to_contain_text("✓ পড়া")
    expect(items.first).not_to_contain_class("ps-done")

    page.goto("./")  # the home map: the lesson's parts read so far
    row = page.locator('table.ps-roadmap tr[data-lesson="8"]')
    expect(row.locator("td").last).to_have_text(f"১/{BN[total]} ভাগ পড়া")
    expect(row).not_to_contain_class("ps-done")
    expect(page.locator(".ps-progress")).to_have_text("সম্পন্ন: ০ / ৯১")

    for number in [1, *range(3, total + 1)]:  # every other part read: the lesson is complete
        page.goto(LESSON if number == 1 else f"{LESSON}{number}/")
        page.locator(".ps-complete-button").tap()
        expect(page.locator(".ps-complete-button")).to_have_attribute("aria-pressed", "true")
        if number < total:  # one part still unread (the last): not complete yet, whichever part it is
            assert page.evaluate("localStorage.getItem('pathshala:done')") in (None, "[]"), number
    assert page.evaluate("JSON.parse(localStorage.getItem('pathshala:done'))") == ["8"]
    page.goto("./")
    expect(row).to_contain_class("ps-done")
    expect(row.locator("td").last).to_have_text("✓ সম্পন্ন")
    expect(page.locator(".ps-progress")).to_have_text("সম্পন্ন: ১ / ৯১")

    page.goto(f"{LESSON}2/")  # one part unmarked: the lesson is no longer complete, the others stay read
    page.locator(".ps-complete-button").tap()
    expect(page.locator(".ps-complete-button")).to_have_attribute("aria-pressed", "false")
    page.goto("./")
    expect(row).not_to_contain_class("ps-done")
    expect(row.locator("td").last).to_have_text(f"{BN[total - 1]}/{BN[total]} ভাগ পড়া")


def test_without_javascript_a_part_still_reads_whole(pages):
    page = pages.new(java_script_enabled=False, **PHONE)
    page.goto(f"{LESSON}2/")
    expect(page.locator("h1")).to_contain_text("ভাগ ২/")
    expect(page.locator(".ps-complete-button")).to_be_hidden()  # nothing to keep without the script
    assert page.locator("article h2").count() >= 1
    expect(page.locator(".ps-lesson-nav a").first).to_have_attribute("href", "../")


def test_progress_survives_bad_stored_data(page):
    page.goto("./")
    page.evaluate("localStorage.setItem('pathshala:done', '{not json')")
    page.reload()
    expect(page.locator(".ps-progress")).to_have_text("সম্পন্ন: ০ / ৯১")
    page.evaluate("localStorage.setItem('pathshala:done', JSON.stringify(['8', '8', 12, 'x']))")
    page.reload()
    expect(page.locator(".ps-progress")).to_have_text("সম্পন্ন: ২ / ৯১")  # lessons 8 and 12, each once
    expect(page.locator('table.ps-roadmap tr[data-lesson="12"] td').last).to_have_text("✓ সম্পন্ন")
