"""bench/compare_sites.py, the before/after check of a refactor: equal sites pass, and each kind of
difference (a page, a search entry, a notebook cell, a figure, a file on one side) is found and shown."""

from __future__ import annotations

import json

from bench import compare_sites

from .conftest import write_tree

INDEX = {"config": {"lang": ["bn"]}, "docs": [{"location": "a/", "title": "এক", "text": "লেখা এক"},
                                               {"location": "b/", "title": "দুই", "text": "লেখা দুই"}]}
NOTEBOOK = {"cells": [{"id": "cell-001", "cell_type": "markdown", "source": "# এক", "metadata": {}}],
            "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def site(root, **changes):
    files = {"a/index.html": '<html><body><div class="ps-quiz"><p>প্রশ্ন</p></div></body></html>',
             "search/search_index.json": json.dumps(INDEX, ensure_ascii=False),
             "notebooks/a/a.ipynb": json.dumps(NOTEBOOK, ensure_ascii=False),
             "assets/figure.svg": "<svg></svg>"}
    files.update(changes)
    write_tree(root, {k: v for k, v in files.items() if v is not None})
    return root


def test_the_same_site_built_twice_has_no_difference(tmp_path, capsys):
    before, after = site(tmp_path / "before"), site(tmp_path / "after")
    assert compare_sites.compare(before, after) == []
    assert compare_sites.main([str(before), str(after)]) == 0
    assert "the same site" in capsys.readouterr().out


def test_every_kind_of_difference_is_found_and_shown(tmp_path, capsys):
    index = json.loads(json.dumps(INDEX))
    index["docs"][1]["text"] = "লেখা তিন"
    notebook = json.loads(json.dumps(NOTEBOOK))
    notebook["cells"][0]["source"] = "# দুই"
    before = site(tmp_path / "before", **{"gone.html": "<p>x</p>"})
    after = site(tmp_path / "after", **{
        "a/index.html": '<html><body><div class="ps-quiz ps-new"><p>প্রশ্ন</p></div></body></html>',
        "search/search_index.json": json.dumps(index, ensure_ascii=False),
        "notebooks/a/a.ipynb": json.dumps(notebook, ensure_ascii=False),
        "assets/figure.svg": "<svg><g/></svg>", "new.html": "<p>y</p>"})
    report = "\n".join(compare_sites.compare(before, after))
    assert "only before: gone.html" in report and "only after: new.html" in report
    assert '-<div class="ps-quiz">' in report and '+<div class="ps-quiz ps-new">' in report  # the tag that changed
    assert "entry 'b/', text:" in report and "-লেখা দুই" in report and "+লেখা তিন" in report
    assert "cell 1 (cell-001):" in report and "# দুই" in report
    assert "differs: assets/figure.svg" in report and "11 bytes before, 15 after" in report
    assert compare_sites.main([str(before), str(after)]) == 1
    assert "6 file(s) differ" in capsys.readouterr().out


def _page(generator: str, body: str = "<p>এক</p>") -> str:
    return f'<html><head><meta name="generator" content="{generator}, mkdocs-material-9.8.2"></head>{body}</html>'


def test_a_properdocs_build_differs_only_by_its_generator_meta_and_must_name_it(tmp_path):
    """make check-properdocs: the generator meta is compared apart, each side must name its own generator."""
    names = ("mkdocs-1.", "ProperDocs")
    mkdocs = site(tmp_path / "mkdocs", **{"a/index.html": _page("mkdocs-1.6.1")})
    properdocs = site(tmp_path / "properdocs", **{"a/index.html": _page("mkdocs-ProperDocs 1.6.7")})
    assert compare_sites.compare(mkdocs, properdocs, names) == []
    assert compare_sites.compare(mkdocs, properdocs) != []  # without the generators named, the meta is a difference

    ran_by_mkdocs = site(tmp_path / "not-properdocs", **{"a/index.html": _page("mkdocs-1.6.1")})
    assert compare_sites.compare(mkdocs, ran_by_mkdocs, names) == [
        "generator after: a/index.html says ['mkdocs-1.6.1, mkdocs-material-9.8.2'], not ProperDocs"]

    other = site(tmp_path / "other", **{"a/index.html": _page("mkdocs-ProperDocs 1.6.7", "<p>দুই</p>")})
    report = "\n".join(compare_sites.compare(mkdocs, other, names))
    assert "differs: a/index.html" in report and "+<p>দুই" in report

    only = compare_sites.compare(mkdocs, other, names, pages=["assets/*"])  # a subset: the page is not compared
    assert only == []
