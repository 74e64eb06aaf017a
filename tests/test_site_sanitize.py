"""Whole builds: what a hostile page publishes after the sanitizer, its policy, and figures the build refuses."""

from __future__ import annotations

import re

import pytest

from .conftest import error_records
from .test_browser_hostile import EVIL, build_hostile_site

pytestmark = pytest.mark.site


def test_a_hostile_page_publishes_no_script_handler_outside_load_or_markup_in_titles(project):
    build_hostile_site(project)
    page = project.html("hostile")
    article = page[page.index("<article"): page.index("</article>")]
    assert "<script" not in article and "<style" not in article and "<iframe" not in article
    assert not re.search(r"<[^>]+\son[a-z]+\s*=", article), "an event handler survived"
    assert "javascript:" not in article and EVIL not in article
    assert "<animate" not in article and "<set" not in article and "foreignObject" not in article
    assert re.search(r'<figure class="ps-figure"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                     r"<title>ছবি</title><rect ", article)  # the figure, without its processing-instruction trick
    assert 'title="সংখ্যার খোপ। ()"' in article  # the glossary's English name held only markup
    assert "ক " in article and "দেহ" in article and "কোনটি" in article  # the widgets' own text stays
    (policy,) = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page)
    assert policy.startswith("default-src 'self'; script-src 'self' 'wasm-unsafe-eval' https://cdn.jsdelivr.net/")
    assert page.index("Content-Security-Policy") < page.index("<script")
    not_found = (project.root / "site" / "404.html").read_text(encoding="utf-8")
    assert 'http-equiv="Content-Security-Policy"' in not_found


@pytest.mark.parametrize(
    ("svg_body", "reason"),
    [
        ("<animate attributeName='x' to='5'/>", "holds an animation"),
        (f"<rect style='fill:url({EVIL}/p.svg#g)'/>", "has a url() in the CSS property fill on <rect>"),
        (f"<rect style=\"@import '{EVIL}/x.css'\"/>", "has a CSS at-rule @import on <rect>"),
    ],
)
def test_a_figure_with_animation_or_outside_css_fails_the_build_naming_page_and_snippet(project, svg_body, reason):
    snippet = (
        "svg = ('<svg xmlns=\"http://www.w3.org/2000/svg\"><title>t</title>'\n"
        f"       {svg_body!r} '</svg>')\n"
        'open("plot.svg", "w").write(svg)\n'
        'print("written")\n'
    )
    fence = '```python exec="on" figures="plot.svg"\n--8<-- "lesson/bad.py"\n```\n'
    project.write({"docs/lesson.md": "# ছবি\n\n" + fence, "snippets/lesson/bad.py": snippet,
                   "snippets/lesson/bad.out": "written\n"})
    result = project.build()
    records = error_records(result.stdout + result.stderr)
    assert result.returncode != 0
    assert any(r.startswith("docs/lesson.md:3: figure plot.svg of snippets/lesson/bad.py cannot be inlined")
               and reason in r for r in records), records
