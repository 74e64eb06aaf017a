"""Printing a lesson (issue 38): a printed page is read, not clicked.

Printed from the dark scheme with JavaScript on: editors and buttons are left out, what a screen keeps
behind a click prints open (a quiz's reasons, the right order, the real output of a prediction, every
step of a stepper, the exercise's hints and model answer), and code prints in the light scheme's
colours on white. Each assertion fails on the stylesheet before the print rules.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

WIDGETS = "widgets/"
EDITORS = "05-home-made-autograd/"  # in-page editors


def printed(pages, path: str):
    page = pages.new(color_scheme="dark", viewport={"width": 412, "height": 915})
    page.goto(path)
    page.wait_for_load_state("networkidle")
    assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate"
    page.emulate_media(media="print")
    return page


def test_what_a_screen_hides_behind_a_click_prints_open(pages):
    page = printed(pages, WIDGETS)
    for selector in (".ps-choice .ps-reason-body", ".ps-order-answer ol", ".ps-real-output",
                     ".ps-exercise-answer pre", ".ps-exercise-hint-text p"):
        shown = page.locator(selector)
        assert shown.count() > 0, selector
        assert all(shown.nth(i).is_visible() for i in range(shown.count())), selector
    steps = page.locator(".ps-stepper .ps-step")
    assert steps.count() == 3 and all(steps.nth(i).is_visible() for i in range(3))


def test_editors_and_buttons_are_not_printed(pages):
    page = printed(pages, EDITORS)
    assert page.locator(".ps-inpage-controls").count() > 0
    for selector in (".ps-inpage-controls", ".md-typeset button", ".md-typeset .md-button", ".md-clipboard"):
        found = page.locator(selector)
        assert not any(found.nth(i).is_visible() for i in range(found.count())), selector
    page = printed(pages, WIDGETS)
    for selector in (".ps-exercise-editor", "textarea", ".ps-actions"):
        found = page.locator(selector)
        assert not any(found.nth(i).is_visible() for i in range(found.count())), selector


def test_code_prints_in_the_light_schemes_colours_from_the_dark_scheme(pages):
    page = printed(pages, EDITORS)
    colours = page.evaluate("""() => {
        const style = getComputedStyle(document.body);
        return ['--md-code-hl-punctuation-color', '--md-code-hl-comment-color', '--md-code-fg-color',
                '--md-default-fg-color'].map((name) => style.getPropertyValue(name).trim());
    }""")
    assert colours[0] == colours[1] == "rgba(0, 0, 0, 0.64)", colours  # the light scheme's, on white paper
    assert "90%" not in colours[2] + colours[3], colours  # not the slate scheme's light greys
    # and a long line wraps on paper instead of being cut at its edge
    assert page.locator(".md-typeset pre > code").first.evaluate("c => getComputedStyle(c).whiteSpace") == "pre-wrap"
