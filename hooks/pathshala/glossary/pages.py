"""What the glossary adds to the site: a শব্দকোষ section per lesson and the site's glossary page."""

from __future__ import annotations

import html as html_mod
from collections.abc import Iterable

from ..problems import Problem, Severity
from .data import TITLE, Glossary, Term
from .definition import inline_html, term_html
from .forms import fold

PAGE = "glossary.md"  # the generated site glossary page
SLOT = '<div class="ps-glossary-slot"></div>'


def add_section(markdown: str) -> str:
    """A lesson's Markdown with an empty শব্দকোষ section at its end (filled after rendering)."""
    return f"{markdown.rstrip()}\n\n## {TITLE}\n\n{SLOT}\n"


def _entries(terms: Iterable[Term], href: str | None) -> str:
    rows = []
    for term in terms:
        name = term_html(term)
        if href is not None:
            name = f'<a href="{html_mod.escape(href, quote=True)}#{term.anchor}">{name}</a>'
        en = ""
        if fold(term.en) != term.key:
            en = f' <span class="ps-glossary__en" lang="en">{html_mod.escape(term.en, quote=False)}</span>'
        anchor = "" if href is not None else f' id="{term.anchor}"'
        note = f'<p class="ps-glossary__note">{inline_html(term.note)}</p>' if term.note else ""
        rows.append(f"<dt{anchor}>{name}{en}</dt>\n<dd><p>{inline_html(term.bn)}</p>{note}</dd>")
    return '<dl class="ps-glossary">\n' + "\n".join(rows) + "\n</dl>"


def section_html(terms: list[Term], glossary_href: str) -> str:
    """The body of a lesson's শব্দকোষ: the terms it used, in the order it first used them."""
    link = f'<a href="{html_mod.escape(glossary_href, quote=True)}">শব্দকোষের পাতায়</a>'
    if not terms:
        return f'<p class="ps-glossary-intro">এই পর্বে শব্দকোষের কোনো পরিভাষা আসেনি। সব পরিভাষা আছে {link}।</p>'
    intro = (
        f'<p class="ps-glossary-intro">এই পর্বে যে পরিভাষাগুলো এসেছে, প্রথম দেখা পাওয়ার ক্রমে। '
        f"সব পরিভাষা একসঙ্গে আছে {link}।</p>"
    )
    return intro + "\n" + _entries(terms, glossary_href)


def fill_section(source: str, terms: list[Term], glossary_href: str) -> str:
    """Put the list into the slot ``add_section`` left (a page without the slot is returned as is)."""
    return source.replace(SLOT, section_html(terms, glossary_href), 1)


def sorted_terms(glossary: Glossary) -> list[Term]:
    """Alphabetical by term: Latin before Bengali, each by code point, case ignored."""
    return sorted(glossary.terms, key=lambda t: (t.key, t.term))


def page_markdown(glossary: Glossary) -> str:
    """The site glossary page (generated, never committed): every term, alphabetically."""
    intro = (
        "এই course-এ যে পরিভাষাগুলো আসে, তাদের মানে এক জায়গায়। পাঠের ভেতরে কোনো পরিভাষার প্রথম ব্যবহারের "
        "নিচে বিন্দু-রেখা থাকে। তার ওপর মাউস রাখলে, বা Tab চেপে সেখানে পৌঁছালে, এই মানেটিই ছোট করে দেখা যায়।"
    )
    body = _entries(sorted_terms(glossary), None) if glossary.terms else "<p>এখনো কোনো পরিভাষা যোগ হয়নি।</p>"
    return f"# {TITLE}\n\n{intro}\n\n{body}\n"


def unused(glossary: Glossary, used_keys: set[str]) -> list[Problem]:
    """Terms no page of the site uses (a warning: the term is dead weight or the prose lacks it)."""
    return [
        glossary.problem(t.line, f"glossary term {t.term!r} is used on no page of the site", severity=Severity.WARNING)
        for t in glossary.terms
        if t.key not in used_keys
    ]
