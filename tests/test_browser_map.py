"""The home page's course map in a real browser: every module and lesson, written ones linked, progress
per module with JavaScript, and all of it readable without."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pathshala.content import lesson
from pathshala.content.text import to_bengali_digits as bn

from .conftest import REPO
from .test_browser_nojs import HIDDEN_CONTENT, STUCK

pytestmark = pytest.mark.browser


def roadmap():
    pages = {p.name for p in (REPO / "docs").glob("*.md")}
    return lesson.load_roadmap(REPO / "course" / "roadmap.yml", pages)[0]


def test_the_map_shows_every_module_and_links_only_written_lessons(page):
    plan = roadmap()
    page.goto("./")
    modules = page.locator("details.ps-module")
    expect(modules).to_have_count(len(plan.modules))
    expect(page.locator("table.ps-roadmap tr[data-lesson]")).to_have_count(91)
    for module in plan.modules:
        box = page.locator(f"details#module-{module.number}")
        written = [x for x in plan.lessons if module.holds(x.number) and x.page]
        count = module.last - module.first + 1
        summary = box.locator("summary")
        expect(summary).to_contain_text(f"module {bn(str(module.number))} · {module.title}")
        expect(summary).to_contain_text(f"লেখা {bn(str(len(written)))} / {bn(str(count))}")
        if written:  # a module with a written lesson is open; the others show their summary
            expect(box).to_have_attribute("open", "")
        else:
            expect(box).not_to_have_attribute("open", "")
        expect(box.locator("tr[data-lesson] a")).to_have_count(len(written))
        expect(box.locator("tr[data-lesson] .ps-soon")).to_have_count(count - len(written))
    first = next(x for x in plan.lessons if x.page)
    page.locator(f'tr[data-lesson="{first.number}"] a').click()
    expect(page.locator(".ps-lesson-header")).to_contain_text(f"পর্ব {bn(f'{first.number:02d}')}")


def test_progress_shows_for_the_course_and_each_module(page):
    plan = roadmap()
    written = [x for x in plan.lessons if x.page]
    page.goto("./")
    page.evaluate(f"localStorage.setItem('pathshala:done', JSON.stringify(['{written[0].number}', '12']))")
    page.reload()
    expect(page.locator(".ps-progress")).to_have_text("সম্পন্ন: ২ / ৯১")
    home = plan.module_of(written[0].number)
    size = bn(str(home.last - home.first + 1))
    expect(page.locator(f"#module-{home.number} .ps-module-progress")).to_have_text(f" · সম্পন্ন ১ / {size}")
    expect(page.locator("#module-2 .ps-module-progress")).to_have_text(" · সম্পন্ন ১ / ৬")  # lesson 12
    expect(page.locator("#module-3 .ps-module-progress")).to_have_text(" · সম্পন্ন ০ / ৬")
    page.evaluate("localStorage.setItem('pathshala:done', JSON.stringify(['9', '10', '11', '12', '13', '14']))")
    page.reload()
    expect(page.locator("#module-2")).to_contain_class("ps-module-done")


def test_the_map_reads_without_javascript(pages):
    plan = roadmap()
    page = pages.new(java_script_enabled=False)
    page.goto("./")
    expect(page.locator("html")).not_to_contain_class("ps-js")
    assert page.evaluate(STUCK) == [] and page.evaluate(HIDDEN_CONTENT) == []
    written = sum(1 for x in plan.lessons if x.page)
    expect(page.locator(".ps-map-written")).to_have_text(f"লেখা হয়েছে {bn(str(written))} / ৯১টি পর্ব; বাকিগুলো শীঘ্রই আসছে।")
    expect(page.locator(".ps-progress")).to_be_hidden()  # no progress without the script: nothing to show
    expect(page.locator(".ps-module-progress").first).to_have_text("")
    # the last module none of whose lessons is written (whichever the course has written): closed
    module = next(m for m in reversed(plan.modules)
                  if not any(x.page for x in plan.lessons if m.holds(x.number)))
    last = next(x for x in plan.lessons if x.number == module.last)
    closed = page.locator(f"details#module-{module.number}")
    row = closed.locator(f'tr[data-lesson="{last.number}"]')
    expect(row).to_be_hidden()
    closed.locator("summary").click()  # the browser opens it: no script needed
    expect(row).to_be_visible()
    expect(row).to_contain_text(last.title)
    expect(row.locator(".ps-soon")).to_have_text("শীঘ্রই")
    expect(row.locator("a")).to_have_count(0)
