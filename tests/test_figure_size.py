"""A figure's text stays readable on a phone (no MkDocs): the min-width every inlined figure gets.

``pathshala.rendering.figure_size`` reads the figure's smallest text and its width, and puts on its
root the CSS width at which that text is 11 px. The browser test (tests/test_browser_figures_phone.py)
measures the drawn text of every real figure on a phone.
"""

from __future__ import annotations

from pathshala.rendering import figure_size
from pathshala.walls import svg

NS = 'xmlns="http://www.w3.org/2000/svg"'


def figure(body: str, root: str = 'viewBox="0 0 640 400" width="640" style="max-width:100%"') -> str:
    return svg.inline(f"<svg {NS} {root}><title>t</title>{body}</svg>")


def test_the_smallest_text_sets_the_width_its_text_needs_to_be_11_px():
    shown = figure('<text font-size="12">a</text><text font-size="16">b</text>')
    assert figure_size.smallest_text(shown) == 12
    assert figure_size.min_width(shown) == 587  # 640 × 11 / 12, rounded up
    assert 'style="min-width:587px;max-width:100%"' in figure_size.readable(shown)


def test_sizes_are_inherited_from_groups_and_styles_and_px_counts():
    shown = figure('<g font-size="10.5"><text>a</text></g><g style="font-size: 14px"><text>b</text></g>'
                   '<text style="fill:red;font-size:9px">c</text>')
    assert figure_size.smallest_text(shown) == 9
    assert figure_size.min_width(shown) == 783


def test_empty_text_unsized_text_and_no_width_leave_the_figure_as_it_is():
    for body in ('<text font-size="8"> </text>', "<text>a</text>", '<rect width="3" height="3"/>'):
        shown = figure(body)
        assert figure_size.readable(shown) == shown, body
    shown = figure('<text font-size="8">a</text>', root="")
    assert figure_size.min_width(shown) is None and figure_size.readable(shown) == shown


def test_a_root_without_a_style_gets_one_and_the_width_comes_from_width_without_a_viewbox():
    shown = figure('<text font-size="11">a</text>', root='width="330"')
    assert figure_size.readable(shown).startswith(f'<svg {NS} width="330" style="min-width:330px"')
