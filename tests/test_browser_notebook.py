"""A lesson's notebook on a phone (issue 38, item 9): its page's printed outputs keep their lines and scroll in
their own box (never wrapped into broken columns, never the page), its links work, and the ``.ipynb`` a reader
downloads holds no link that breaks outside the site (``notebooks.download_root``: the site has no ``site_url``,
so the links' words stay and the links go)."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 412, "height": 915}, "has_touch": True, "is_mobile": True}

# Each printed output of the page: its lines (as printed) and how tall and wide it is drawn.
OUTPUTS = """() => [...document.querySelectorAll('.jupyter-wrapper .jp-OutputArea-output pre')].map(pre => {
  const box = pre.getBoundingClientRect(), style = getComputedStyle(pre);
  return {lines: pre.textContent.replace(/\\n$/, '').split('\\n').length, height: box.height, right: box.right,
          lineHeight: parseFloat(style.lineHeight), overflowX: style.overflowX,
          scrolls: pre.scrollWidth > pre.clientWidth, text: pre.textContent.slice(0, 60)};
})"""


def lessons(root) -> list[str]:
    return sorted(p.stem for p in (root / "docs").glob("[0-9][0-9]-*.md"))


def test_a_notebooks_outputs_keep_their_lines_and_scroll_in_their_box_on_a_phone(pages, browser_site):
    page = pages.new(**PHONE)
    scrolled = 0
    for lesson in lessons(browser_site.root):
        page.goto(f"notebooks/{lesson}/")
        outputs = page.evaluate(OUTPUTS)
        assert outputs, lesson
        wrapped = [o["text"] for o in outputs if o["height"] > o["lines"] * o["lineHeight"] + 2]
        assert not wrapped, f"{lesson}: outputs wrapped into more lines than they printed: {wrapped[:3]}"
        assert all(o["right"] <= 412 for o in outputs), lesson  # in the screen, each in its own box…
        assert all(o["overflowX"] in ("auto", "scroll") for o in outputs if o["scrolls"]), lesson  # …scrolling
        scrolled += sum(o["scrolls"] for o in outputs)
        assert page.evaluate("document.documentElement.scrollWidth") <= 412, lesson  # never the page
    assert scrolled > 0  # the check met outputs wider than a phone


def test_a_notebook_pages_links_lead_to_the_sites_pages(pages, browser_site):
    page = pages.new(**PHONE)
    lesson = "08-autograd-internals"
    page.goto(f"notebooks/{lesson}/")
    hrefs = page.eval_on_selector_all(".jupyter-wrapper a[href]", "as => as.map(a => a.href)")
    local = sorted({h.split("#")[0] for h in hrefs if h.startswith(pages.base_url)} - {page.url.split("#")[0]})
    assert any(re.search(r"/0[1-7]-[a-z-]+/$", h) for h in local), local  # it links earlier lessons
    for href in local:
        assert page.request.get(href).status == 200, href


def test_the_downloaded_notebook_has_no_link_that_breaks_outside_the_site(pages, browser_site):
    page = pages.new(**PHONE)
    for lesson in lessons(browser_site.root):
        got = page.request.get(f"{pages.base_url}/notebooks/{lesson}/{lesson}.ipynb")  # the lesson's download
        assert got.status == 200, lesson
        notebook = got.json()
        markdown = "\n".join("".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "markdown")
        relative = re.findall(r"\]\((?!https?://)[^)]*\)", markdown)
        assert not relative, f"{lesson}.ipynb: links that break outside the site: {relative[:5]}"
        source = (browser_site.root / "docs" / f"{lesson}.md").read_text(encoding="utf-8")
        linked = re.findall(r"\[([^\]\n]+)\]\((?:0[0-9]|1[0-9])-[\w-]+\.md", source)
        assert all(words in markdown for words in linked), lesson  # each link's words kept
