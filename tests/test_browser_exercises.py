"""Every exercise block of the built site, checked in a real browser on the real self-hosted Pyodide.

For each block the reader types the model answer and presses "যাচাই করুন" (every test passes, the
exercise is remembered as solved), then types one wrong answer (its named test fails, with the message
the page's fence says). Nothing of Pyodide loads before the first press. With JavaScript off the block
still shows the skeleton, and the hints and the model answer one click away.
"""

from __future__ import annotations

import ast
import json
import re
from collections import defaultdict

import pytest
from playwright.sync_api import expect

from pathshala.blocks import Family
from pathshala.blocks import scan_page as scan_blocks

from .conftest import lesson_parts


def scan_page(page: str, text: str, root):
    """A page's widgets and what is wrong with them, as the site pass's block scan finds them."""
    found = scan_blocks(page, text, root)
    return found.widgets, found.problems[Family.WIDGET]


pytestmark = pytest.mark.browser

PYODIDE_WAIT_MS = 180_000  # loading and compiling 13 MB of wasm on a shared 2-core machine


def site_exercises(root):
    """Every exercise block of the site's pages, read by the engine as the build read them, by page slug."""
    found = defaultdict(list)
    for path in sorted((root / "docs").glob("*.md")):
        widgets, problems = scan_page(path.name, path.read_text(encoding="utf-8"), root)
        assert not problems, problems
        for widget in widgets:
            if widget.kind == "exercise":
                found[path.stem].append(widget.exercise)
    return found


@pytest.fixture(scope="module")
def exercises(browser_site):
    found = site_exercises(browser_site.root)
    assert "widgets" in found  # at least the test page's own, whatever the lessons hold
    return found


def part_with(root, slug: str, anchor: str) -> str:
    """The page of lesson ``slug`` that holds the block ``anchor``: a lesson reads in parts (content/parts.py)."""
    site = root / "site"
    for url in lesson_parts(site, f"{slug}/"):
        if f'id="{anchor}"' in (site / url / "index.html").read_text(encoding="utf-8"):
            return url
    raise AssertionError(f"no part of {slug} holds #{anchor}")


def check(box, code: str):
    box.locator("textarea.ps-exercise-code").fill(code)
    box.get_by_role("button", name="যাচাই করুন").click()


def test_every_exercise_passes_its_model_and_fails_a_wrong_answer_as_its_fence_says(pages, exercises, browser_site):
    page = pages.new()
    failures = []
    checked, shown = 0, None
    for slug, blocks in exercises.items():
        for ex in blocks:
            url = part_with(browser_site.root, slug, ex.anchor)
            if url != shown:  # a lesson's exercises are usually on one part: load each part once
                page.goto(url)
                shown = url
            if checked == 0:  # the first page, before any press
                assert not [u for u in pages.requests if "/assets/pyodide/" in u or "exercise_harness" in u], \
                    "Pyodide or the harness loaded before a reader pressed anything"
            try:
                check_one(page, slug, ex)
            except AssertionError as err:  # every block is checked: one report names each that fails
                failures.append(f"docs/{ex.page}:{ex.line} ({ex.folder}): {str(err).splitlines()[0:3]}")
            checked += 1
    assert not failures, "\n".join(failures)
    assert checked == sum(len(b) for b in exercises.values())


def check_one(page, slug: str, ex) -> None:
    box = page.locator(f"#{ex.anchor}")
    box.scroll_into_view_if_needed()
    status, results = box.locator(".ps-exercise-status"), box.locator(".ps-exercise-results")
    check(box, ex.sources["answer.py"])
    expect(status).to_contain_text("সব পরীক্ষা পাশ করেছে", timeout=PYODIDE_WAIT_MS)
    assert results.locator("li.ps-fail").count() == 0
    assert results.locator("li.ps-pass").count() >= 1
    solved = json.loads(page.evaluate("localStorage.getItem('pathshala:solved')") or "[]")
    assert f"{slug}/{ex.id}" in solved, solved
    wrong = ex.wrong[0]
    check(box, ex.sources[wrong.file])
    expect(status).to_contain_text("পাশ করেনি", timeout=PYODIDE_WAIT_MS)
    first = results.locator("li.ps-fail").first
    expect(first).to_contain_text(f"✘ {shown_as(described(ex)[wrong.fails])}")  # the test's Bengali description
    expect(first).to_contain_text(wrong.says)
    shown = results.inner_text()
    assert not SNAKE.search(shown) and "`" not in shown, shown  # no test name, no literal backquote


SNAKE = re.compile(r"\btest_\w+")


def described(ex) -> dict[str, str]:
    """Each test of the exercise by name: its docstring, as the harness joins it (what a reader sees)."""
    tree = ast.parse(ex.sources["tests.py"])
    return {n.name: " ".join((ast.get_docstring(n) or "").split()) for n in tree.body
            if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")}


def shown_as(text: str) -> str:
    """Text as the page shows it: a `backquoted` span as code, its backquotes gone."""
    return re.sub(r"`([^`\n]+)`", r"\1", text)


PHONE = {"viewport": {"width": 412, "height": 915}, "has_touch": True, "is_mobile": True}


def test_a_wrong_answer_on_a_phone_reads_in_bengali_with_code_as_code(pages, exercises, browser_site):
    """Lesson ১৩'s overhead exercise, a mistake from its folder, on a phone: each failed test by its Bengali
    description, the message's call as code (not backquotes), no snake_case test name anywhere."""
    ex = next(e for e in exercises["13-speed"] if e.folder.endswith("/ex_overhead"))
    wrong = ex.wrong[0]
    page = pages.new(**PHONE)
    page.goto(part_with(browser_site.root, "13-speed", ex.anchor))
    box = page.locator(f"#{ex.anchor}")
    box.scroll_into_view_if_needed()
    check(box, ex.sources[wrong.file])
    status, results = box.locator(".ps-exercise-status"), box.locator(".ps-exercise-results")
    expect(status).to_contain_text("পাশ করেনি", timeout=PYODIDE_WAIT_MS)
    assert not re.search(r"[0-9]", status.inner_text()), status.inner_text()  # our words: Bengali digits
    failed = results.locator("li.ps-fail")
    assert failed.count() >= 1
    expect(failed.first).to_contain_text(shown_as(described(ex)[wrong.fails]))
    shown = results.inner_text()
    assert not SNAKE.search(shown), shown
    assert "`" not in shown, shown
    code = failed.first.locator(".ps-exercise-why code")
    assert code.count() >= 1 and code.first.inner_text().startswith("per_sample_us("), shown
    assert failed.first.locator(".ps-exercise-why *:not(code)").count() == 0  # text and code, nothing else


def test_a_hostile_answer_shows_as_text_and_a_loop_is_stopped(pages, exercises):
    page = pages.new()
    page.goto("widgets/")
    box = page.locator(".ps-exercise").first
    check(box, "print('<img src=x onerror=alert(1)>')\ndef mean_abs_error(p, a):\n    return '<b>x</b>'\n")
    expect(box.locator(".ps-exercise-status")).to_contain_text("পাশ করেনি", timeout=PYODIDE_WAIT_MS)
    assert box.locator(".ps-exercise-results img, .ps-exercise-results b, .ps-exercise-output img").count() == 0
    expect(box.locator(".ps-exercise-results li").first).to_contain_text("দিল '<b>x</b>'")
    expect(box.locator(".ps-exercise-output")).to_contain_text("<img src=x onerror=alert(1)>")
    page.evaluate("window.pathshalaPython.limitMs = 3000")
    check(box, "while True:\n    pass\n")
    expect(box.locator(".ps-exercise-status")).to_contain_text("থামানো হলো", timeout=60_000)
    check(box, "def mean_abs_error(p, a):\n    return 0.0\n")  # a fresh worker after the stop
    expect(box.locator(".ps-exercise-status")).to_contain_text("পাশ করেনি", timeout=PYODIDE_WAIT_MS)


def test_hints_come_one_at_a_time(pages, exercises):
    page = pages.new()
    page.goto("widgets/")
    box = page.locator(".ps-exercise").first
    hints = box.locator(".ps-exercise-hint-text")
    assert hints.count() == 2
    expect(hints.nth(0)).to_be_hidden()
    box.get_by_role("button", name="একটি সংকেত দেখুন").click()
    expect(hints.nth(0)).to_be_visible()
    expect(hints.nth(1)).to_be_hidden()
    box.get_by_role("button", name="আরেকটি সংকেত দেখুন").click()
    expect(hints.nth(1)).to_be_visible()
    expect(box.locator(".ps-exercise-hint")).to_be_hidden()


def test_without_javascript_the_exercise_still_reads_whole(pages, exercises):
    page = pages.new(java_script_enabled=False)
    page.goto("widgets/")
    box = page.locator(".ps-exercise").first
    expect(box.locator(".ps-exercise-skeleton")).to_contain_text("return 0.0")
    expect(box.locator(".ps-exercise-editor")).to_be_hidden()  # the editor needs the script
    for summary in ("যে পরীক্ষাগুলো চলবে (tests.py)", "সংকেত ১", "সংকেত ২", "নমুনা উত্তর দেখুন"):
        expect(box.locator("summary", has_text=summary)).to_be_visible()
    answer = box.locator("details.ps-exercise-answer")
    expect(answer.locator("code").first).to_be_hidden()
    answer.locator("summary").click()
    expect(answer).to_contain_text("total += abs(p - a)")
    expect(answer).to_contain_text("উল্টো দিকের ভুল")
