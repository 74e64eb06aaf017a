"""Search that knows Bengali: the spellings a reader types find the pages that write the English term.

Lessons write a practitioner's term in Latin script (``gradient``: contributing/style.md), but a
reader searching in Bengali types it as it sounds: গ্রেডিয়েন্ট. The glossary's ``spoken`` list holds
those spellings; each section of the search index gets, as its ``tags``, the spoken spellings of
the terms its text uses (matched as the tooltips match them: whole words, any case, a Bengali ending
allowed). Material's search worker indexes ``tags`` as a field of its own, so the Bengali word finds
exactly the sections that use the term, and nothing is added to the text a result shows.
"""

from __future__ import annotations

import html
import json
import re
from typing import TYPE_CHECKING

from .matching import find_terms

if TYPE_CHECKING:
    from ..memo import Memo, Memos
    from .data import Glossary

_TAG = re.compile(r"<[^<>]*>")  # the index's text is an HTML fragment Material made from our page: tags only


def plain_text(fragment: str) -> str:
    """The words of a search entry's HTML fragment (tags dropped, entities read)."""
    return html.unescape(_TAG.sub(" ", fragment))


def spoken_tags(fragments: list[str], glossary: Glossary) -> list[str]:
    """The spoken spellings of every term the fragments use, in glossary order, each once."""
    used: set[str] = set()
    for fragment in fragments:
        text = plain_text(fragment)
        used.update(term.key for _, _, term in find_terms(text, 0, len(text), glossary))
    return [word for term in glossary.terms if term.key in used for word in term.spoken]


def memo_for(memos: Memos, glossary: Glossary) -> Memo:
    """A page's entries' tags kept by their text; the glossary's terms, forms and spellings are in every key."""
    terms = json.dumps([[t.term, list(t.forms), list(t.spoken), t.code] for t in glossary.terms], ensure_ascii=False)
    return memos.step("search_tags", terms)


def add_spoken_tags(index: dict, glossary: Glossary, kept: Memo | None = None) -> int:
    """Give each entry of Material's search index (``{"docs": [...]}``) its spoken tags; how many got any.

    ``kept``: each page's tags are looked up by its entries' text, so a build finds terms only in the pages
    whose text changed (finding them in all 2,000 entries of a 91-lesson course took 2 s of every edit)."""
    pages: dict[str, list[dict]] = {}
    for doc in index.get("docs", []):
        if isinstance(doc, dict):
            pages.setdefault(str(doc.get("location", "")).split("#", 1)[0], []).append(doc)
    tagged = 0
    for docs in pages.values():
        fragments = [[str(doc.get("title", "")), str(doc.get("text", ""))] for doc in docs]

        def find(fragments=fragments) -> list[list[str]]:
            return [spoken_tags(pair, glossary) for pair in fragments]

        found = find() if kept is None else kept.through(find, json.dumps(fragments, ensure_ascii=False))
        for doc, words in zip(docs, found, strict=True):
            if words:
                doc["tags"] = list(dict.fromkeys([*(doc.get("tags") or []), *words]))
                tagged += 1
    return tagged
