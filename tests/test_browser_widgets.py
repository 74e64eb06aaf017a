"""The widgets in a real browser, clicked and typed into as a reader would (widgets.md of the test site)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from pathshala.content.text import to_bengali_digits as bn

pytestmark = pytest.mark.browser

WIDGETS = "widgets/"
SCORE_KEY = "pathshala:quiz:/widgets/"


def focused(page, attribute: str) -> str | None:
    return page.evaluate(f"document.activeElement && document.activeElement.getAttribute({attribute!r})")


def focus_is(page, selector: str) -> bool:
    return page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector)


def stored(page, key: str):
    return page.evaluate(f"JSON.parse(localStorage.getItem({json.dumps(key)}))")


def test_quiz_wrong_then_right_shows_each_reason_and_the_score(page):
    page.goto(WIDGETS)
    quiz = page.locator("form.ps-choice")
    check = quiz.get_by_role("button", name="উত্তর যাচাই করুন")
    feedback = quiz.locator(".ps-feedback")
    right = quiz.locator(".ps-option", has_text="শুধু w")
    wrong = quiz.locator(".ps-option", has_text="w আর z")
    expect(page.locator("html")).to_contain_class("ps-js")
    expect(check).to_be_visible()
    expect(right.locator(".ps-reason")).to_be_hidden()  # reasons wait for an answer
    expect(wrong.locator(".ps-reason")).to_be_hidden()
    expect(page.locator(".ps-score")).to_have_text(f"স্কোর: ০ / {bn('2')}")

    check.click()
    expect(feedback).to_have_text("একটি উত্তর বেছে নিন।")

    wrong.locator("label").click()
    check.click()
    expect(feedback).to_have_text("ভুল, আবার চেষ্টা করুন।")
    expect(wrong.locator(".ps-reason-body")).to_be_visible()
    expect(wrong.locator(".ps-reason-body")).to_contain_text("✘ ভুল।")
    expect(wrong.locator(".ps-reason-body")).to_contain_text("retain_grad()")
    expect(right.locator(".ps-reason")).to_be_hidden()
    expect(quiz).to_contain_class("ps-wrong")
    expect(page.locator(".ps-score")).to_have_text("স্কোর: ০ / ২")
    assert stored(page, SCORE_KEY) == {"widgets-sample": False}

    right.locator("label").click()  # another try
    check.click()
    expect(feedback).to_have_text("সঠিক!")
    expect(right.locator(".ps-reason-body")).to_be_visible()
    expect(right.locator(".ps-reason-body")).to_contain_text("✔ সঠিক।")
    expect(right.locator(".ps-proof")).to_contain_text("w.grad=tensor([3.1755, 4.2340, 6.3510])")
    expect(wrong.locator(".ps-reason")).to_be_hidden()
    expect(page.locator(".ps-score")).to_have_text("স্কোর: ১ / ২")
    assert stored(page, SCORE_KEY) == {"widgets-sample": True}

    page.reload()  # the score is kept per lesson
    expect(page.locator(".ps-score")).to_have_text("স্কোর: ১ / ২")


def ranks(box) -> list[int]:
    return [int(r) for r in box.locator(".ps-order-item").evaluate_all("els => els.map(e => e.dataset.rank)")]


def test_ordering_by_buttons_then_by_keyboard(page):
    page.goto(WIDGETS)
    box = page.locator(".ps-order")
    check = box.get_by_role("button", name="ক্রম যাচাই করুন")
    feedback = box.locator(".ps-feedback")
    start = ranks(box)
    n = len(start)
    assert start != sorted(start), "the page must not hand the answer over already in order"
    misplaced = sum(rank != i for i, rank in enumerate(start))
    check.click()
    expect(feedback).to_have_text(f"এখনও ঠিক হয়নি: {bn(str(misplaced))}-টি জায়গায় ভুল।")

    # By the ▲ buttons: bring rank 0, then 1, … to the top part of the list.
    for target in range(n):
        item = box.locator(f'.ps-order-item[data-rank="{target}"]')
        up = item.get_by_role("button", name="উপরে সরান")
        expect(item.get_by_role("button", name="নিচে সরান")).to_be_visible()
        for _ in range(ranks(box).index(target) - target):
            up.click()
            where = ranks(box).index(target) + 1
            # focus stays on the pressed button, unless the row reached the top and ▲ is disabled: then the row …
            assert focused(page, "aria-label") == ("উপরে সরান" if where > 1 else None)
            assert page.evaluate("document.activeElement.closest('li').dataset.rank") == str(target)  # … that moved
            expect(feedback).to_contain_text(f"এখন {bn(str(where))} নম্বরে ({bn(str(n))}টির মধ্যে)")
    assert ranks(box) == list(range(n))
    check.click()
    expect(feedback).to_have_text("সঠিক ক্রম!")
    expect(page.locator(".ps-score")).to_have_text("স্কোর: ১ / ২")
    assert stored(page, SCORE_KEY) == {"widgets-chain": True}

    # Again, from the page's own order, by keyboard only.
    page.reload()
    assert ranks(box) == start
    first = box.locator(".ps-order-item").first
    first.focus()
    page.keyboard.press("Alt+ArrowUp")  # already at the top: nothing moves, and it says so
    expect(feedback).to_contain_text("ইতিমধ্যে সবার উপরে")
    page.keyboard.press("ArrowDown")  # a plain arrow on the focused item moves it too
    assert ranks(box)[1] == start[0] and focused(page, "data-rank") == str(start[0])
    page.keyboard.press("ArrowUp")
    assert ranks(box) == start
    for target in range(n):
        box.locator(f'.ps-order-item[data-rank="{target}"]').focus()
        for _ in range(ranks(box).index(target) - target):
            page.keyboard.press("Alt+ArrowUp")
            assert focused(page, "data-rank") == str(target)  # focus stays on the moved item
    assert ranks(box) == list(range(n))
    expect(feedback).to_contain_text("নম্বরে")
    for _ in range(3 * n):  # onward to the check button by keyboard
        page.keyboard.press("Tab")
        if focus_is(page, ".ps-check"):
            break
    page.keyboard.press("Enter")
    expect(feedback).to_have_text("সঠিক ক্রম!")


def test_stepper_by_buttons_and_by_arrow_keys(page):
    page.goto(WIDGETS)
    stepper = page.locator(".ps-stepper")
    steps = stepper.locator(".ps-step")
    count = stepper.locator(".ps-step-count")
    prev = stepper.get_by_role("button", name="← আগের ধাপ")
    nxt = stepper.get_by_role("button", name="পরের ধাপ →")
    total = steps.count()
    assert total == 3

    def at(index: int) -> None:
        expect(count).to_have_text(f"ধাপ {bn(str(index + 1))} / {bn(str(total))}")
        for i in range(total):
            expect(steps.nth(i)).to_be_visible() if i == index else expect(steps.nth(i)).to_be_hidden()
        expect(prev).to_be_disabled() if index == 0 else expect(prev).to_be_enabled()
        expect(nxt).to_be_disabled() if index == total - 1 else expect(nxt).to_be_enabled()

    expect(stepper).to_have_attribute("role", "group")
    expect(stepper).to_have_attribute("aria-label", "backward ধাপে ধাপে")
    expect(stepper).to_have_attribute("tabindex", "0")
    expect(count).to_have_attribute("aria-live", "polite")
    at(0)
    expect(steps.nth(0).locator("dl.ps-grid")).to_contain_text("ExpBackward0")
    nxt.click()
    at(1)
    nxt.click()
    at(2)
    assert focus_is(page, ".ps-prev")  # the disabled button handed focus on
    prev.click()
    at(1)

    stepper.focus()
    page.keyboard.press("ArrowLeft")
    at(0)
    page.keyboard.press("ArrowLeft")  # nothing before the first step
    at(0)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    at(2)
    page.keyboard.press("ArrowRight")
    at(2)


def test_reveal_opens_by_clicking_its_summary(page):
    page.goto(WIDGETS)
    reveal = page.locator("details.answer")
    expect(reveal.locator("summary")).to_have_text("→ উত্তর")
    expect(reveal.get_by_text("যোগফল ছয়")).to_be_hidden()
    reveal.locator("summary").click()
    expect(reveal).to_have_attribute("open", "")
    expect(reveal.get_by_text("যোগফল ছয়")).to_be_visible()
    expect(page.locator(".admonition.remember .admonition-title")).to_have_text("মনে রাখুন")


def test_prediction_is_shown_beside_the_real_output(page):
    page.goto(WIDGETS)
    box = page.locator(".ps-predict")
    reveal = box.get_by_role("button", name="মিলিয়ে দেখুন")
    guess = box.get_by_label("আপনার অনুমান")
    verdict = box.locator(".ps-match")
    reveal.click()  # nothing guessed yet: it asks for a guess first
    expect(verdict).to_have_text("আগে আপনার অনুমান লিখুন, তারপর মিলিয়ে দেখুন।")
    expect(box.locator(".ps-compare")).to_have_count(0)

    guess.fill("6\nশেষ")
    reveal.click()
    expect(verdict).to_have_text("মেলেনি — পার্থক্য দেখুন।")
    mine = box.locator(".ps-compare-guess pre")
    real = box.locator(".ps-compare-real pre")
    expect(mine).to_have_text("6\nশেষ")
    expect(real).to_have_text("6\n<b>শেষ</b>\n")  # the output is text, not markup
    expect(box.locator(".ps-compare b")).to_have_count(0)
    a, b = mine.bounding_box(), real.bounding_box()
    assert a["x"] + a["width"] <= b["x"] and abs(a["y"] - b["y"]) < 2, (a, b)  # side by side

    guess.fill("6   \n<b>শেষ</b>\n\n")  # trailing spaces and blank lines do not count
    reveal.click()
    expect(verdict).to_have_text("হুবহু মিলেছে!")
    expect(box.locator(".ps-compare")).to_have_count(1)
    expect(mine).to_contain_text("<b>শেষ</b>")  # the reader's guess is text, never markup
    expect(box.locator(".ps-compare b")).to_have_count(0)

    page.set_viewport_size({"width": 360, "height": 800})  # narrow: stacked
    a, b = mine.bounding_box(), real.bounding_box()
    assert a["y"] + a["height"] <= b["y"], (a, b)


def test_ordering_on_a_phone_shows_no_keys_and_disables_the_moves_that_cannot_move(pages):
    page = pages.new(viewport={"width": 412, "height": 915}, has_touch=True, is_mobile=True)
    page.goto(WIDGETS)
    box = page.locator(".ps-order")
    hint = box.locator(".ps-order-hint")
    expect(hint).to_be_visible()
    assert "Alt" not in hint.inner_text() and "▲" in hint.inner_text()  # no keyboard on a phone
    rows = box.locator(".ps-order-item")

    def disabled() -> list[tuple[bool, bool]]:
        return [tuple(pair) for pair in rows.evaluate_all("els => els.map(e => [e.querySelector('.ps-up').disabled, "
                                 "e.querySelector('.ps-down').disabled])")]

    n = rows.count()
    assert disabled() == [(True, False)] + [(False, False)] * (n - 2) + [(False, True)]
    second = rows.nth(1).get_attribute("data-rank")
    rows.nth(1).get_by_role("button", name="উপরে সরান").tap()
    assert rows.first.get_attribute("data-rank") == second
    assert disabled() == [(True, False)] + [(False, False)] * (n - 2) + [(False, True)]  # follows the rows
