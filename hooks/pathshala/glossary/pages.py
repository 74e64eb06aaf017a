"""What the glossary adds to the site: a শব্দকোষ section per lesson and the site's glossary page."""

from __future__ import annotations

from collections.abc import Iterable

from markupsafe import Markup

from ..problems import Problem, Severity
from ..rendering.templates import Templates
from .data import TITLE, Glossary, Term
from .definition import inline_html, term_html
from .forms import fold

PAGE = "glossary.md"  # the generated site glossary page
SLOT = '<div class="ps-glossary-slot"></div>'


def add_section(markdown: str) -> str:
    """A lesson's Markdown with an empty শব্দকোষ section at its end (filled after rendering)."""
    return f"{markdown.rstrip()}\n\n## {TITLE}\n\n{SLOT}\n"


def _entries(terms: Iterable[Term], href: str | None, templates: Templates) -> str:
    rows = [{"term": term, "name": Markup(term_html(term, templates)),
             "en": term.en if fold(term.en) != term.key else "", "bn": Markup(inline_html(term.bn, templates)),
             "note": Markup(inline_html(term.note, templates)) if term.note else ""}
            for term in terms]
    return str(templates.render("glossary/entries.html", rows=rows, href=href))


def section_html(terms: list[Term], glossary_href: str, templates: Templates) -> str:
    """The body of a lesson's শব্দকোষ: the terms it used, in the order it first used them."""
    entries = Markup(_entries(terms, glossary_href, templates)) if terms else ""
    return str(templates.render("glossary/section.html", href=glossary_href, entries=entries))


def fill_section(source: str, terms: list[Term], glossary_href: str, templates: Templates) -> str:
    """Put the list into the slot ``add_section`` left (a page without the slot is returned as is)."""
    return source.replace(SLOT, section_html(terms, glossary_href, templates), 1)


def sorted_terms(glossary: Glossary) -> list[Term]:
    """Alphabetical by term: Latin before Bengali, each by code point, case ignored."""
    return sorted(glossary.terms, key=lambda t: (t.key, t.term))


def page_markdown(glossary: Glossary, templates: Templates) -> str:
    """The site glossary page (generated, never committed): every term, alphabetically."""
    intro = (
        "এই course-এ যে পরিভাষাগুলো আসে, তাদের মানে এক জায়গায়। পাঠের ভেতরে কোনো পরিভাষার প্রথম ব্যবহারের "
        "নিচে বিন্দু-রেখা থাকে। তার ওপর মাউস রাখলে, বা Tab চেপে সেখানে পৌঁছালে, এই মানেটিই ছোট করে দেখা যায়।"
    )
    body = _entries(sorted_terms(glossary), None, templates) if glossary.terms else "<p>এখনো কোনো পরিভাষা যোগ হয়নি।</p>"
    return f"# {TITLE}\n\n{intro}\n\n{body}\n"


def unused(glossary: Glossary, used_keys: set[str]) -> list[Problem]:
    """Terms no page of the site uses (a warning: the term is dead weight or the prose lacks it)."""
    return [
        glossary.problem(t.line, f"glossary term {t.term!r} is used on no page of the site", severity=Severity.WARNING)
        for t in glossary.terms
        if t.key not in used_keys
    ]
