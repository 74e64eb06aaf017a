"""Lesson completion and the home page's progress, in a real browser."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LESSON = "08-autograd-internals/"


def test_marking_a_lesson_complete_shows_on_the_home_page(page):
    page.goto(LESSON)
    box = page.locator(".ps-complete")
    button = box.get_by_role("button", name="এই পর্ব সম্পন্ন")
    status = box.locator(".ps-complete-status")
    expect(button).to_be_visible()
    expect(button).to_have_attribute("aria-pressed", "false")
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(status).to_have_text("এই পর্বটি সম্পন্ন হিসেবে চিহ্নিত।")
    assert page.evaluate("JSON.parse(localStorage.getItem('pathshala:done'))") == ["8"]

    page.goto("./")
    page.reload()
    row = page.locator('table.ps-roadmap tr[data-lesson="8"]')
    expect(row).to_contain_class("ps-done")
    expect(row.locator("td").last).to_have_text("✓ সম্পন্ন")
    expect(page.locator(".ps-progress")).to_have_text("সম্পন্ন: ১ / ৯১")
    expect(page.locator('table.ps-roadmap tr[data-lesson="9"]')).not_to_contain_class("ps-done")
    expect(page.locator("table.ps-roadmap tr.ps-done")).to_have_count(1)

    page.goto(LESSON)  # kept across pages, and can be undone
    expect(button).to_have_attribute("aria-pressed", "true")
    expect(status).to_have_text("এই পর্বটি সম্পন্ন হিসেবে চিহ্নিত।")
    button.click()
    expect(button).to_have_attribute("aria-pressed", "false")
    expect(status).to_have_text("")
    page.goto("./")
    expect(page.locator(".ps-progress")).to_have_text("সম্পন্ন: ০ / ৯১")
    expect(row).not_to_contain_class("ps-done")
    expect(row.locator("td").last).to_have_text("পড়ুন")


def test_progress_survives_bad_stored_data(page):
    page.goto("./")
    page.evaluate("localStorage.setItem('pathshala:done', '{not json')")
    page.reload()
    expect(page.locator(".ps-progress")).to_have_text("সম্পন্ন: ০ / ৯১")
    page.evaluate("localStorage.setItem('pathshala:done', JSON.stringify(['8', '8', 12, 'x']))")
    page.reload()
    expect(page.locator(".ps-progress")).to_have_text("সম্পন্ন: ২ / ৯১")  # lessons 8 and 12, each once
    expect(page.locator('table.ps-roadmap tr[data-lesson="12"] td').last).to_have_text("✓ সম্পন্ন")
