"""The verification report ("যাচাই প্রতিবেদন") is for maintainers: built and reachable by its URL, linked from the
maintainers' docs, but not in readers' navigation (sidebar, tabs) and not offered in their search results."""

from __future__ import annotations

import json
import re

import pytest

from .conftest import REPO, scratch_course

pytestmark = pytest.mark.site

NAV_LINK = re.compile(r'<a href="([^"#]*)"[^>]*class="md-(?:nav|tabs)__link')


def test_the_verification_report_is_built_but_out_of_readers_navigation_and_search(project):
    scratch_course(project.root)  # the real mkdocs.yml's nav, as the real site has it
    built = project.build()
    assert built.returncode == 0, (built.stdout + built.stderr)[-3000:]

    report = project.html("verification")
    assert "যাচাই প্রতিবেদন" in report  # still built, at verification/
    for page in ("", "01-one", "glossary", "verification"):
        links = NAV_LINK.findall(project.html(page))
        assert links, page  # the navigation is there (the lessons, the glossary)…
        assert not [h for h in links if "verification" in h], (page, links)  # …without the report
    assert any(h.endswith("glossary/") for h in NAV_LINK.findall(project.html("")))

    index = json.loads((project.root / "site" / "search" / "search_index.json").read_text(encoding="utf-8"))
    locations = [doc["location"] for doc in index["docs"]]
    assert any(loc.startswith("glossary/") for loc in locations)  # search indexes the readers' pages…
    assert not [loc for loc in locations if loc.startswith("verification/")], locations  # …not the report


@pytest.mark.parametrize("doc", ["README.md", "contributing/maintaining.md"])
def test_maintainers_find_the_verification_report_from_their_docs(doc):
    assert "verification/" in (REPO / doc).read_text(encoding="utf-8")
