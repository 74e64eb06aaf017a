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
"""

from __future__ import annotations

import json
from pathlib import Path

from .state import Session


def forget_previous(config) -> None:
    """Let Material index only this build's pages (we merge: ``post_build``)."""
    for name in ("material/search", "search"):
        plugin = config.plugins.get(name)
        if plugin is not None and hasattr(plugin, "search_index_prev"):
            plugin.search_index_prev = None


def _page_url(location: str) -> str:
    return location.split("#", 1)[0]


def post_build(site_dir: str, session: Session | None = None, rendered: list[str] = (), urls: list[str] = ()) -> None:
    """``session`` (a dirty serve): merge this build's entries (pages ``rendered``) into the kept ones."""
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
    path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
