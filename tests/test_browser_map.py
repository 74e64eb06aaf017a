"""The home page's course map in a real browser: every module and lesson, written ones linked, progress
per module with JavaScript, and all of it readable without; its summary lines clear of their icons; and
"start here" on the first screen of a phone."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from pathshala.content import lesson
from pathshala.content.text import to_bengali_digits as bn

from .conftest import PHONE, REPO
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
        expect(summary).to_contain_text(f"মডিউল {bn(str(module.number))} · {module.title}")
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


# Each module summary's text boxes that its icons (Material's details icon, ::before, and its open/close
# arrow, ::after, both absolutely placed in the summary) overlap; and how many icons were measured.
ICONS_OVER_TEXT = """() => {
  const hits = [];
  let icons = 0;
  for (const summary of document.querySelectorAll("details.ps-module > summary")) {
    const box = summary.getBoundingClientRect();
    const range = document.createRange();
    const walker = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT);
    const texts = [];
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      range.selectNodeContents(t);
      texts.push(...[...range.getClientRects()].filter(r => r.width > 0));
    }
    for (const which of ["::before", "::after"]) {
      const s = getComputedStyle(summary, which);
      if (s.content === "none" || s.display === "none" || s.position !== "absolute") continue;
      icons += 1;
      const width = parseFloat(s.width), height = parseFloat(s.height);
      const left = s.left !== "auto" ? box.left + summary.clientLeft + parseFloat(s.left)
                                     : box.right - summary.clientLeft - parseFloat(s.right) - width;
      const top = box.top + summary.clientTop + parseFloat(s.top);
      for (const r of texts) {
        if (r.left < left + width && r.right > left && r.top < top + height && r.bottom > top) {
          hits.push(`${summary.textContent.trim().slice(0, 40)} (${which})`);
        }
      }
    }
  }
  return {icons, hits};
}"""


@pytest.mark.parametrize("viewport", [PHONE["viewport"], {"width": 1280, "height": 900}], ids=["phone", "wide"])
def test_the_module_summaries_icons_leave_their_text_clear(pages, viewport):
    page = pages.new(viewport=viewport)
    page.goto("./")
    measured = page.evaluate(ICONS_OVER_TEXT)
    assert measured["icons"] >= 2 * len(roadmap().modules), measured  # the icons are there, and were measured
    assert measured["hits"] == []


def first_written():
    return [x for x in roadmap().lessons if x.page]


def on_first_screen(page, link) -> None:
    """The link is shown whole without scrolling: inside the phone's first screen."""
    expect(link).to_be_visible()
    box = link.bounding_box()
    assert page.evaluate("window.scrollY") == 0
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["viewport"]["height"], box
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["viewport"]["width"], box


@pytest.mark.parametrize("script", [True, False], ids=["js", "nojs"])
def test_start_here_is_on_a_phones_first_screen(pages, script):
    first = first_written()[0]
    page = pages.new(java_script_enabled=script, **PHONE)
    page.goto("./")
    start = page.get_by_role("link", name=f"এখান থেকে শুরু করুন: পর্ব {bn(f'{first.number:02d}')} · {first.title}")
    on_first_screen(page, start)
    expect(page.locator(".ps-continue-link")).to_have_count(0)  # no progress: nothing else to offer
    start.click()
    expect(page.locator(".ps-lesson-header")).to_contain_text(f"পর্ব {bn(f'{first.number:02d}')}")


def test_start_here_offers_where_the_reader_stopped(pages):
    written = first_written()
    assert len(written) >= 3
    page = pages.new(**PHONE)
    page.goto("./")

    def done(*lessons) -> None:
        numbers = [str(x.number) for x in lessons]
        page.evaluate("d => localStorage.setItem('pathshala:done', JSON.stringify(d))", numbers)
        page.reload()

    def stopped_at(lesson):
        return page.get_by_role("link", name=f"যেখানে থেমেছিলেন: পর্ব {bn(f'{lesson.number:02d}')} · {lesson.title}")

    done(written[0], written[1])
    on_first_screen(page, stopped_at(written[2]))
    expect(page.locator(".ps-start-link")).to_be_visible()  # "start here" stays beside it
    done(written[-1])  # the last written one done first: nothing after it, so the first one not done
    expect(stopped_at(written[0])).to_be_visible()
    done(*written)  # every written lesson done: nowhere to continue
    expect(page.locator(".ps-continue-link")).to_have_count(0)
    expect(page.locator(".ps-start-link")).to_be_visible()
    done(written[0])
    stopped_at(written[1]).click()
    expect(page.locator(".ps-lesson-header")).to_contain_text(f"পর্ব {bn(f'{written[1].number:02d}')}")
