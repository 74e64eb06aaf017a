"""Adapter: every page's content, as finally rendered, passes the engine's allow-list sanitizer.

It runs last among the content steps (the plugin gives it priority -100), so
it sees what mkdocs-jupyter, the glossary and the notebooks adapter made of
the page, and the search index is built from the sanitized text. Its output is
kept by the digest of its input, the sanitizer's code and nh3's version
and our code (``pathshala.memo``): a warm build does not clean the same 700 KB notebook page again.
"""

from __future__ import annotations

import nh3

from pathshala import memo
from pathshala.walls import sanitize


def memo_for(memos: memo.Memos) -> memo.Memo:
    return memos.step("sanitize", nh3.__version__)


def page_content(html: str, kept: memo.Memo | None = None) -> str:
    if kept is None:
        return sanitize.clean(html)
    return kept.through(lambda: sanitize.clean(html), html)
