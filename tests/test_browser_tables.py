"""Tables on a phone (issue 38): a table fits the text column or scrolls inside its own box (never the page,
never cut at the screen's edge), and code in a cell wraps between words, never inside a name."""

from __future__ import annotations

import re

import pytest

from .conftest import PHONE, REPO, lesson_parts

pytestmark = pytest.mark.browser


def lessons_with_tables() -> list[str]:
    """Every lesson whose page writes a Markdown table (a header row and its |---| line), found from the pages."""
    rule = re.compile(r"(?m)^\|.*\|\s*\n\|\s*:?-{3,}")
    found = [f"{p.stem}/" for p in sorted(REPO.glob("docs/[0-9][0-9]-*.md")) if rule.search(p.read_text("utf-8"))]
    assert found, "no lesson writes a table"
    return found


# Each table of the article on the phone: where it lies against the text column, whether it scrolls and
# whether that scrolling is its own.
TABLES = """() => {
  const article = document.querySelector("article");
  const style = getComputedStyle(article);
  const column = article.getBoundingClientRect();
  const left = column.left + parseFloat(style.paddingLeft), right = column.right - parseFloat(style.paddingRight);
  return [...article.querySelectorAll("table")].map(table => {
    const box = table.getBoundingClientRect();
    return {head: table.rows[0].textContent.trim().slice(0, 40), left: box.left, right: box.right,
            column: [left, right], wider: table.scrollWidth > table.clientWidth,
            own: ["auto", "scroll"].includes(getComputedStyle(table).overflowX)};
  });
}"""

# The places where code in a table cell breaks a line inside a word: two characters with no space between
# them that sit on different lines.
BROKEN_NAMES = """() => {
  const broken = [];
  const range = document.createRange();
  for (const code of document.querySelectorAll("article table code")) {
    let previous = null;
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (let i = 0; i < text.data.length; i++) {
        if (/\\s/.test(text.data[i])) { previous = null; continue; }
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const box = range.getBoundingClientRect();
        if (previous && box.top > previous.bottom - box.height / 2) broken.push(code.textContent);
        previous = box;
      }
    }
  }
  return [...new Set(broken)];
}"""


@pytest.mark.parametrize("script", [True, False], ids=["js", "nojs"])
@pytest.mark.parametrize("lesson", lessons_with_tables())
def test_a_table_fits_or_scrolls_in_its_own_box_and_keeps_names_whole(pages, browser_site, lesson, script):
    page = pages.new(java_script_enabled=script, **PHONE)
    seen = 0
    for url in lesson_parts(browser_site.root / "site", lesson):  # the table may be in any part of the lesson
        page.goto(url)
        tables = page.evaluate(TABLES)
        seen += len(tables)
        for table in tables:
            left, right = table["column"]
            assert left - 0.5 <= table["left"] and table["right"] <= right + 0.5, (url, table)  # in the column
            assert not table["wider"] or table["own"], (url, table)  # what does not fit scrolls in its own box
        assert page.evaluate(BROKEN_NAMES) == [], url
    assert seen, f"no part of {lesson} shows a table"
