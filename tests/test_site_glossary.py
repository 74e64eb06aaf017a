"""The glossary in whole MkDocs builds: tooltips, each lesson's শব্দকোষ, the glossary page, bad data."""

from __future__ import annotations

import html
import inspect
import re

import pytest
import torch

from pathshala import glossary as gl
from pathshala.rendering.templates import default as default_templates
from pathshala.walls.sanitize import plain_title

from .conftest import REPO, Project, lesson_parts

pytestmark = pytest.mark.site
# Every lesson of the real site: the checks hold on each page, whichever lesson teaches what.
LESSONS = sorted(p.stem for p in (REPO / "docs").glob("[0-9][0-9]-*.md"))


@pytest.fixture(scope="module")
def site(built_site) -> Project:
    """The real site, glossary data included, built once for the session (strict)."""
    return built_site


@pytest.fixture(scope="module")
def terms(site) -> gl.Glossary:
    """The real glossary with its library facts filled (from the site build's cache)."""
    g, problems = gl.load(REPO / gl.FILE)
    assert not problems, problems
    problems, _ = gl.fill_facts(g, site.root / ".cache" / "pathshala" / "facts")
    assert not problems, problems
    return g


def term_of(terms: gl.Glossary, title: str) -> gl.Term:
    """The term whose tooltip this is: a title is plain text, a stray angle bracket shown as ‹ or › (sanitize)."""
    return next(t for t in terms.terms if plain_title(t.title) == html.unescape(title))  # ' may stay unescaped


def article(page: str) -> str:
    return re.search(r"(?s)<article[^>]*>(.*?)</article>", page).group(1)


def tooltips(text: str) -> list[tuple[str, str]]:
    return re.findall(r'<abbr class="ps-term" tabindex="0" title="([^"]*)">(.*?)</abbr>', text)


def bodies(site) -> dict[str, str]:
    """Every lesson page's article: each lesson's opening page and its parts (content/parts.py), each a page
    with its own tooltips and its own শব্দকোষ section."""
    return {path: article(site.html(path.rstrip("/"))) for lesson in LESSONS
            for path in lesson_parts(site.root / "site", f"{lesson}/")}


def test_terms_in_prose_get_tooltips_but_not_in_headings_or_code(site, terms):
    pages = bodies(site)
    assert len(pages) >= 2
    found = {lesson: tooltips(body) for lesson, body in pages.items()}
    in_place = terms.by_key()["in-place operation"]
    # a term matched through one of its forms: 'in-place' is a form of 'in-place operation'
    assert any((html.unescape(title), text) == (plain_title(in_place.title), "in-place")
               for tips in found.values() for title, text in tips)
    # a lesson reference is a link (the gate links "পর্ব NN" to a written lesson), a term after it a tooltip
    assert any(re.search(r'<a href="\.\./\d\d-[^/"]+/">পর্ব ০\d</a>-এ[^<]*<abbr class="ps-term"', body)
               for body in pages.values())
    assert any(text == "<code>grad_fn</code>" for tips in found.values() for _, text in tips)  # a whole code span
    for lesson, body in pages.items():
        for pattern in (r"(?s)<h(\d)[^>]*>.*?</h\1>", r"(?s)<pre[^>]*>.*?</pre>", r"(?s)<code[^>]*>.*?</code>"):
            for element in re.findall(pattern, body):
                assert "ps-term" not in str(element), (lesson, element)
    # a heading that holds a glossary word ('gradient' is a term) still carries no tooltip
    headings = [h for body in pages.values() for h in re.findall(r"(?s)<h2 id=[^>]*>(.*?)</h2>", body)]
    assert any("gradient" in h for h in headings) and not any("<abbr" in h for h in headings)


def test_each_term_gets_one_tooltip_a_section(site, terms):
    for lesson, body in bodies(site).items():
        sections = re.split(r"<h2[ >]", body)
        assert len(sections) >= 3, lesson
        for section in sections:
            keys = [term_of(terms, title).key for title, _ in tooltips(section)]
            assert len(keys) == len(set(keys)), (lesson, keys)


def test_lesson_ends_with_its_glossary_section(site, terms):
    by_anchor = {t.anchor: t for t in terms.terms}
    for lesson, body in bodies(site).items():
        headings = re.findall(r'<h2 id="([^"]+)"', body)
        assert headings[-1] == "শব্দকোষ", lesson
        section = body.split('<h2 id="শব্দকোষ"', 1)[1]
        listed = re.findall(r'<dt><a href="(?:\.\./)+glossary/#([^"]+)">', section)
        assert listed and all(anchor in by_anchor for anchor in listed), lesson
        assert len(listed) == len(set(listed)), lesson
        listed_keys = {by_anchor[a].key for a in listed}
        tipped = {term_of(terms, title).key for title, _ in tooltips(body.split('<h2 id="শব্দকোষ"')[0])}
        assert tipped and tipped <= listed_keys, (lesson, tipped - listed_keys)
        assert "ps-term" not in section.split("</dl>")[0], lesson
        for anchor in listed:  # each definition as the glossary data writes it
            shown = gl.inline_html(by_anchor[anchor].bn, default_templates())
            assert f"<dd><p>{shown}</p>" in section, (lesson, anchor)


def test_glossary_page_lists_every_term(site, terms):
    page = site.html("glossary")
    body = article(page)
    assert re.search(r"<h1[^>]*>শব্দকোষ", body)
    ids = re.findall(r'<dt id="([^"]+)">', body)
    assert ids == [t.anchor for t in gl.sorted_terms(terms)]
    assert len(ids) == len(terms.terms) >= 12
    assert "ps-term" not in body
    home = (site.root / "site" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'(?s)<a href="glossary/" class="md-nav__link">\s*(<[^>]+>\s*)*শব্দকোষ', home)  # in the nav


def test_gradcheck_definition_shows_the_installed_defaults(site, terms):
    params = inspect.signature(torch.autograd.gradcheck).parameters
    expected = [f"<code>{name}={params[name].default!r}</code>" for name in ("eps", "atol", "rtol")]
    entry = re.search(r'(?s)<dt id="gradcheck">.*?</dd>', site.html("glossary")).group(0)
    for code in expected:
        assert code in entry
    assert "{{" not in entry
    tips = [title for lesson in LESSONS for title, text in tooltips(site.lesson_html(lesson))
            if text == "<code>gradcheck</code>"]
    assert tips and all(f"eps={params['eps'].default!r}" in html.unescape(tip) for tip in tips)


PAGE = """\
---
lesson: 1
module: "পরীক্ষা"
time: 5
objectives:
  - "একটি পরীক্ষা।"
---

# পাঠ

একটি tensor আর তার node।
"""


def glossary_project(project: Project, data: str) -> Project:
    project.write({"docs/index.md": "# হোম\n\nশুরু।\n", "docs/one.md": PAGE, "course/glossary.yml": data})
    return project


def test_duplicate_term_and_empty_definition_fail_the_build(project):
    data = (
        "- term: tensor\n  en: tensor\n  bn: খোপ।\n"
        "- term: node\n  en: node\n  bn: ''\n"
        "- term: Tensor\n  en: tensor\n  bn: আবার খোপ।\n"
    )
    result = glossary_project(project, data).build()
    log = result.stdout + result.stderr
    assert result.returncode != 0
    assert "course/glossary.yml:6: 'node' has an empty 'bn'" in log
    assert "course/glossary.yml:7: duplicate term 'Tensor'" in log
    assert "course data problem(s) above" in log


def test_unused_term_warns_and_fails_the_strict_build(project):
    data = (
        "- term: tensor\n  en: tensor\n  bn: খোপ।\n"
        "- term: node\n  en: node\n  bn: ধাপ।\n"
        "- term: Jacobian\n  en: Jacobian matrix\n  bn: ছক।\n"
    )
    result = glossary_project(project, data).build()
    log = result.stdout + result.stderr
    assert result.returncode != 0
    assert re.search(r"WARNING.*course/glossary.yml:7: glossary term 'Jacobian' is used on no page", log), log[-2000:]
    assert "'tensor' is used on no page" not in log
