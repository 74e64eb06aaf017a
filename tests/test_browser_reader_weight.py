"""What a lesson costs a phone at first render, and what its lazy rendering must not take from a reader.

Structure, never timings (issue 28): the elements a page has once loaded, the elements a code block is
made of, the scripts that hold up parsing, and the count of long tasks on the longest lesson under a
fixed 4× CPU slowdown (a count with room, not a duration). `make bench-reader` measures the timings.
Then what lazily rendered blocks (content-visibility: auto, code coloured near the screen) must keep:
the browser's find reaches text in them, an anchor in the middle of a page lands on its heading, print
lays out every block.
"""

from __future__ import annotations

import re

import pytest

from .conftest import lesson_parts

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 412, "height": 823}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
ELEMENT_LIMIT = 3000  # issue 28's bound; the largest lesson page had 7,610 elements before, 1,842 now
# Elements laid out at first render (not inside a block skipped off screen) on the largest lesson page:
# all 7,610 before, about 1,830 now (lesson ০৮: 5,909 before, about 1,940 now). Code and figures are
# skipped; widgets and prose are laid out (pathshala.css says why).
LAID_OUT_LIMIT = 2500
# Long tasks (over 50 ms) from opening the largest lesson page until the network is idle, CPU 4× slower:
# 4 or 5 here, on a busy machine. The count guards against work split into many tasks at load; it
# barely moved with this work (lesson ০৮: 4-5 before, 4 after), the tasks got shorter (longest 1.6-1.9
# s before, 0.4-0.7 s after), and a test never bounds a duration: `make bench-reader` measures those.
LONG_TASK_LIMIT = 8
CPU_SLOWDOWN = 4

LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({type: "longtask"});
"""


def lessons(site) -> list[str]:
    """Every lesson page: each lesson's opening page and its parts (``NN-slug/2``: content/parts.py)."""
    opening = sorted(p.parent.name for p in (site.root / "site").glob("[0-9][0-9]-*/index.html"))
    return [part.rstrip("/") for name in opening for part in lesson_parts(site.root / "site", f"{name}/")]


def longest(site) -> str:
    """The lesson whose built page is largest: the one that shows first what a longer lesson costs."""
    return max(lessons(site), key=lambda name: (site.root / "site" / name / "index.html").stat().st_size)


def test_every_lesson_loads_within_the_element_bound_on_a_phone(pages, browser_site):
    page = pages.new(**PHONE)
    counts = {}
    for name in lessons(browser_site):
        page.goto(f"{name}/", wait_until="load")
        counts[name] = page.evaluate("() => document.body.getElementsByTagName('*').length")
    assert counts and max(counts.values()) <= ELEMENT_LIMIT, counts


def test_a_code_block_is_text_however_many_tokens_it_has(pages, browser_site):
    """A highlighted block's code is one text node (its colours are ranges over it), so a lesson's
    element count does not grow with its code."""
    page = pages.new(**PHONE)
    page.goto(f"{longest(browser_site)}/", wait_until="load")
    blocks = page.evaluate("""() => [...document.querySelectorAll('article .highlight code')].map(
        (c) => [c.childElementCount, c.hasAttribute('data-ps-runs'), c.getAttribute('tabindex')])""")
    assert blocks, "no code block on the longest lesson"
    assert all(children == 0 for children, _, _ in blocks), blocks
    assert any(coloured for _, coloured, _ in blocks), "no block carries token runs to colour"
    assert all(tab == "0" for _, _, tab in blocks), "a code block a keyboard cannot reach to scroll"


def test_no_script_holds_up_the_parser(pages, browser_site):
    page = pages.new(**PHONE)
    page.goto(f"{longest(browser_site)}/", wait_until="load")
    blocking = page.evaluate("""() => [...document.querySelectorAll('script[src]')]
        .filter((s) => !s.defer && !s.async && s.type !== 'module').map((s) => s.getAttribute('src'))""")
    assert blocking == []


def open_slowed(pages, path: str, *, init: str = ""):
    """``path`` opened on a phone-sized page whose CPU is CPU_SLOWDOWN× slower, until load and network idle.

    The slowdown is set once the page shows the site's origin: a first navigation from about:blank to
    another origin starts a new renderer process, which would not inherit it."""
    page = pages.new(**PHONE)
    page.goto("404.html")
    if init:
        page.add_init_script(init)
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    page.goto(path, wait_until="load")
    page.wait_for_load_state("networkidle")
    return page


def test_few_long_tasks_on_the_longest_lesson_with_a_slow_cpu(pages, browser_site):
    page = open_slowed(pages, f"{longest(browser_site)}/", init=LONG_TASKS)
    tasks = page.evaluate("() => window.__longTasks")
    assert len(tasks) <= LONG_TASK_LIMIT, f"{len(tasks)} long tasks (ms): {[round(t) for t in tasks]}"


def test_what_is_below_the_fold_is_not_laid_out_at_first_render(pages, browser_site):
    """Elements the browser lays out at first render: those not inside a block it skips
    (content-visibility: auto, off screen). Lesson ০৮ had every one of its elements laid out."""
    page = open_slowed(pages, f"{longest(browser_site)}/")
    counts = page.evaluate("""() => {
        const all = [...document.body.getElementsByTagName('*')];
        const skipped = all.filter((e) => !e.checkVisibility({contentVisibilityAuto: true})
                                         && e.checkVisibility()).length;
        return [all.length, skipped];
    }""")
    total, skipped = counts
    assert total - skipped <= LAID_OUT_LIMIT, f"{total - skipped} of {total} elements laid out at first render"


NEEDLE = """async () => {
    // Top-level run outputs: inside the build's run frame, or bare where a block has no frame.
    const OUTPUTS = "article > .ps-run > .language-text.highlight, article > .language-text.highlight";
    // The page as the server sent it (not as a script left it): its last run output at the top level
    // of the article, and a line of it that occurs once in the page.
    const sent = new DOMParser().parseFromString(await (await fetch(location.href)).text(), "text/html");
    const blocks = [...sent.querySelectorAll(OUTPUTS)];
    if (!blocks.length) return null;
    const all = sent.body.textContent;
    const lines = blocks[blocks.length - 1].textContent.split("\\n").map((l) => l.trim())
        .filter((l) => l.length >= 8 && all.indexOf(l) === all.lastIndexOf(l));
    const live = [...document.querySelectorAll(OUTPUTS)][blocks.length - 1];
    live.id = "ps-test-far";
    return [lines[0] || null, getComputedStyle(live).contentVisibility, live.getBoundingClientRect().top];
}"""


def test_find_in_page_reaches_text_in_a_block_not_yet_rendered(pages, browser_site):
    page = pages.new(**PHONE)
    page.goto(f"{longest(browser_site)}/", wait_until="load")
    page.wait_for_load_state("networkidle")
    needle = page.evaluate(NEEDLE)
    assert needle and needle[0], f"no run output with a line found once on the page: {needle}"
    line, visibility, top = needle
    assert visibility == "auto" and top > 3 * PHONE["viewport"]["height"], f"not a lazy block below: {needle}"
    found = page.evaluate("""(line) => {
        window.getSelection().removeAllRanges();
        const found = window.find(line, false, false, true);
        const node = window.getSelection().anchorNode;
        return found && !!node && document.getElementById('ps-test-far').contains(node);
    }""", line)
    assert found, f"the browser's find did not reach {line!r} in a block below the fold"


def test_an_anchor_in_the_middle_of_a_page_lands_on_its_heading(pages, browser_site):
    page = pages.new(**PHONE)
    name = longest(browser_site)
    html = (browser_site.root / "site" / name / "index.html").read_text(encoding="utf-8")
    ids = re.findall(r'<h2 id="([^"]+)"', html)
    assert len(ids) >= 3, ids
    target = ids[len(ids) * 2 // 3]  # two thirds down: many lazily rendered blocks above it
    page.goto(f"{name}/#{target}", wait_until="networkidle")
    top = page.evaluate("(id) => document.getElementById(id).getBoundingClientRect().top", target)
    assert 0 <= top <= 150, f"#{target} is at {top}px from the top of the screen, not under the header"


def test_print_lays_out_every_lazy_block(pages, browser_site):
    page = pages.new(**PHONE)
    page.goto(f"{longest(browser_site)}/", wait_until="load")
    page.emulate_media(media="print")
    lazy = page.evaluate("""() => [...document.querySelectorAll('article > *, article > .ps-run > *')]
        .filter((e) => getComputedStyle(e).contentVisibility !== 'visible').length""")
    assert lazy == 0


def test_the_body_face_is_preloaded_and_our_styles_are_one_file(pages, browser_site):
    """What keeps the first screen from moving and the first paint early (issue 28): the face the body
    text uses (regular weight) is preloaded, so it is at hand at the first paint (without it, CLS 0.14-0.17
    on every lesson where no Bengali system font exists); and the site's own styles are one stylesheet,
    one round trip before the first paint instead of three."""
    page = pages.new(**PHONE)
    page.goto(f"{longest(browser_site)}/", wait_until="load")
    found = page.evaluate("""() => {
        const faces = [];
        for (const sheet of document.styleSheets) {
            for (const rule of sheet.cssRules) {
                if (rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-weight').trim() === '400') {
                    const m = rule.style.getPropertyValue('src').match(/url\\(["']?([^"')]+)/);
                    if (m) faces.push(new URL(m[1], sheet.href).href);
                }
            }
        }
        const preloads = [...document.querySelectorAll('link[rel=preload][as=font]')]
            .filter((l) => l.crossOrigin !== null).map((l) => l.href);
        const ours = [...document.querySelectorAll('link[rel=stylesheet]')]
            .map((l) => l.getAttribute('href')).filter((h) => h.includes('assets/css/'));
        return {faces, preloads, ours};
    }""")
    assert found["faces"], "no regular Bengali face in the stylesheets"
    assert set(found["faces"]) & set(found["preloads"]), found
    assert len(found["ours"]) == 1, found["ours"]
