"""Two clean builds of the real site give byte-identical pages, and so does a warm one (every run
cached and every memoised step served from .cache/: what a memo keeps is what a render gives),
search index included."""

from __future__ import annotations

import difflib
import shutil

import pytest

pytestmark = pytest.mark.site


def test_two_clean_builds_and_a_warm_one_give_identical_html(real_project):
    root = real_project.root
    sites = []
    for site_dir in ("site-first", "site-second"):
        shutil.rmtree(root / "site", ignore_errors=True)
        shutil.rmtree(root / ".cache", ignore_errors=True)  # nothing cached: every snippet runs again
        result = real_project.build(site_dir=site_dir)
        assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
        assert ", 0 cached," in result.stdout + result.stderr, "a clean build reused cached runs"
        sites.append(root / site_dir)
    memo = root / ".cache" / "pathshala" / "memo"
    kept = sorted(memo.rglob("*.entry"))
    assert any((memo / "blocks").rglob("*.entry")) and any((memo / "sanitize").rglob("*.entry"))
    warm = real_project.build(site_dir="site-warm")  # the second build's cache and memos kept
    assert warm.returncode == 0, (warm.stdout + warm.stderr)[-3000:]
    assert " 0 ran," in warm.stdout + warm.stderr, "the warm build ran snippets"
    assert sorted(memo.rglob("*.entry")) == kept, "a memo key differs from one process to the next"
    assert_same_pages(sites[0], sites[1], "two clean builds")
    assert_same_pages(sites[0], root / "site-warm", "a clean and a warm build")
    index = "search/search_index.json"  # the warm build's entries came from the search memo
    assert any((memo / "search").rglob("*.entry"))
    assert (root / "site-warm" / index).read_bytes() == (sites[0] / index).read_bytes()


def assert_same_pages(one, two, what: str) -> None:
    first, second = ({str(p.relative_to(s)): p for p in s.rglob("*.html")} for s in (one, two))
    assert first, "the build wrote no HTML"
    assert sorted(first) == sorted(second), f"{what} wrote different pages"
    differ = []
    for name in sorted(first):
        a, b = first[name].read_bytes(), second[name].read_bytes()
        if a != b:
            diff = difflib.unified_diff(
                a.decode("utf-8", "replace").splitlines(),
                b.decode("utf-8", "replace").splitlines(),
                f"{one.name}/{name}",
                f"{two.name}/{name}",
                lineterm="",
                n=0,
            )
            differ.append("\n".join(list(diff)[:12]))
    assert not differ, f"{len(differ)} page(s) differ between {what}:\n" + "\n\n".join(differ)


def test_a_full_build_keeps_only_the_memo_entries_it_used(real_project):
    root = real_project.root
    assert real_project.build().returncode == 0
    memo = root / ".cache" / "pathshala" / "memo"
    before = {p.relative_to(memo) for p in memo.rglob("*.entry")}
    stray = memo / "sanitize" / "00" / ("0" * 64 + ".entry")  # an entry no page asks for
    stray.parent.mkdir(parents=True, exist_ok=True)
    stray.write_text("stale")
    page = root / "docs" / "index.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nএকটি নতুন বাক্য।\n", encoding="utf-8")
    result = real_project.build()
    assert result.returncode == 0, (result.stdout + result.stderr)[-3000:]
    after = {p.relative_to(memo) for p in memo.rglob("*.entry")}
    assert not stray.exists()
    gone, new = before - after, after - before
    # the home page's old sanitized content, tooltips, search entries, search tags and gate findings went, and
    # the last pass's findings on its HTML and on the search index; their new ones came
    assert {p.parts[0] for p in gone} == {p.parts[0] for p in new} == {
        "sanitize", "tooltips", "search", "search_tags", "published", "gate"}
    assert len(gone) == len(new) == 7
    assert "no page uses any more removed" in result.stdout + result.stderr
