"""Adapter: the search index, smaller, and whole after a dirty rebuild.

Material writes the index with every Bengali letter escaped as ``\\uXXXX``
(six bytes instead of three); rewriting it as UTF-8 halves it. The index
means the same to the search worker.

Under ``mkdocs serve --dirty`` a rebuild renders a few pages, so Material's
index holds only their entries. (Material merges the previous index itself,
but only for one rendered page: the generated glossary and verification pages
are rendered every build, so its merge kept stale entries.) Here each page's
entries are kept in the session: the pages rendered now replace theirs, pages
gone are dropped, and the index is written in the site's page order, as a
clean build writes it.

Lessons write terms in Latin script; a reader searching in Bengali types them as they sound. Each
entry gets the glossary's Bengali spellings of the terms it uses as its ``tags`` (a field Material's
worker indexes; the CSS hides tags in results, where they would only repeat the page's terms).

Material parses every page's HTML into sections on every build (Python's
``html.parser``): 6.3 s of a warm 91-lesson build, more than any other step.
A page's entries are a function of its content, table of contents, URL,
title and the meta fields Material reads, of Material's code and the search
settings (and our code: every memo's key holds it); ``keep_entries`` keeps them in a memo under the digest of all of
those, on this build's own index object. Where the search plugin is off or
no longer has what this relies on, nothing is kept (the build is only slower).
"""

from __future__ import annotations

import json
from importlib.metadata import version
from pathlib import Path

from pathshala import memo, safe_fs
from pathshala.glossary import search_words
from pathshala.glossary.data import Glossary

from . import compat
from .state import Session


def keep_entries(config, memos: memo.Memos) -> memo.Memo | None:
    """Serve each page's search entries from the memo, or make them and keep them (see above); the memo."""
    index = compat.search_index(config)
    if index is None:
        return None
    settings = json.dumps(list(compat.search_settings(config)), sort_keys=True, default=memo.stable_repr)
    kept = memos.step("search", version("mkdocs-material"), settings)

    def entries_of(page, make, keep) -> None:
        if ((page.meta.get("search") or {}).get("exclude")):
            make(page)
            return
        meta = {k: page.meta.get(k) for k in ("search", "tags", "title")}
        key = kept.key(page.content, page.url, str(page.title), json.dumps([meta, _toc(page.toc)], default=str))
        found = kept.get(key)
        if found is not None:
            keep(found)
        else:
            kept.put(key, make(page))

    compat.wrap_entries(index, entries_of)
    return kept


def _toc(items) -> list:
    """A table of contents as Material's search reads it (ids and URLs, nested)."""
    return [[item.id, item.url, item.title, _toc(item.children)] for item in items]


def forget_previous(config) -> None:
    """Let Material index only this build's pages (we merge: ``post_build``)."""
    compat.forget_previous_search(config)


def _page_url(location: str) -> str:
    return location.split("#", 1)[0]


def post_build(site_dir: str, session: Session | None = None, rendered: list[str] = (), urls: list[str] = (),
               glossary: Glossary | None = None, memos: memo.Memos | None = None) -> None:
    """``session`` (a dirty serve): merge this build's entries (pages ``rendered``) into the kept ones.

    ``glossary``: each entry gets the Bengali spellings of the terms it uses as its search tags
    (``pathshala.glossary.search_words``), so গ্রেডিয়েন্ট finds the sections that write gradient."""
    path = Path(site_dir) / "search" / "search_index.json"
    if not path.is_file():
        return
    data = json.loads(path.read_text(encoding="utf-8"))
    if session is not None:
        fresh: dict[str, list[dict]] = {url: [] for url in rendered}
        for doc in data.get("docs", []):
            fresh.setdefault(_page_url(doc["location"]), []).append(doc)
        kept = {url: docs for url, docs in (session.search_docs or {}).items() if url in urls}
        kept.update(fresh)
        session.search_docs = kept
        data["docs"] = [doc for url in urls for doc in kept.get(url, [])]
    if glossary is not None:
        search_words.add_spoken_tags(data, glossary, None if memos is None else search_words.memo_for(memos, glossary))
    safe_fs.write_text(Path(site_dir), path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
