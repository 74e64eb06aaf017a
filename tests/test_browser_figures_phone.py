"""Figures on a phone (issue 38): no text drawn under 11 CSS px, and a wide figure scrolls in its own box.

Every lesson that shows a figure is opened at a phone's width; each text of each figure is measured as
drawn (its font size times the figure's drawn-to-viewBox scale).
"""

from __future__ import annotations

import pytest

from .conftest import REPO, lesson_parts

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 412, "height": 915}, "has_touch": True, "is_mobile": True}
LESSONS = sorted({p.parent.name for p in (REPO / "snippets").glob("*/*.svg") if not p.parent.name.startswith("_")})

DRAWN = """figure => [...figure.querySelectorAll('svg')].flatMap(svg => {
    const box = svg.viewBox.baseVal, drawn = svg.getBoundingClientRect().width;
    const scale = drawn / (box && box.width ? box.width : drawn);
    return [...svg.querySelectorAll('text, tspan')].filter(t => t.textContent.trim())
        .map(t => [parseFloat(getComputedStyle(t).fontSize) * scale, t.textContent.trim().slice(0, 20)]);
})"""


def test_there_are_figures_to_measure():
    assert LESSONS, "no lesson records a figure"


@pytest.mark.parametrize("lesson", LESSONS)
def test_no_text_in_a_figure_is_drawn_under_11_px_on_a_phone(pages, browser_site, lesson):
    page = pages.new(**PHONE)
    measured = 0
    for url in lesson_parts(browser_site.root / "site", f"{lesson}/"):  # a lesson reads in parts
        page.goto(url)
        page.wait_for_load_state("networkidle")
        figures = page.locator("figure.ps-figure")
        width = page.evaluate("window.innerWidth")
        for i in range(figures.count()):
            figure = figures.nth(i)
            figure.scroll_into_view_if_needed()
            drawn = figure.evaluate(DRAWN)
            assert drawn, f"{url}: figure {i} has no text"
            small = [(round(px, 1), text) for px, text in drawn if px < 11 - 0.05]
            assert not small, f"{url}: figure {i} draws text under 11 px: {small[:5]}"
            assert figure.evaluate("f => f.getBoundingClientRect().right") <= width + 0.5  # its own box scrolls
            measured += 1
    assert measured > 0, f"no part of {lesson} shows a figure"
