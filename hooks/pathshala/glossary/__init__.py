"""The glossary: one data file of terms, tooltips on their first use, a শব্দকোষ per lesson.

``course/glossary.yml`` is a YAML list; each entry has ``term`` (as prose
writes it), optional ``forms`` (other surface forms), ``en`` (English name),
``bn`` (Bengali definition), optional ``note``, optional ``code: true`` (an
identifier: it also matches a whole inline ``code`` element, ``grad_fn`` or
``retain_grad()``). Definitions may hold code spans and library facts
(``facts.py``). Duplicate terms or forms, empty definitions, unknown keys and
malformed YAML are problems that name the file's line.

Matching is Bengali-aware, unlike Python-Markdown's ``abbr`` (whose ``\\b``
never ends a word after a vowel sign and happily splits a letter cluster): a
term matches only where the character before it is not a letter, mark, digit
or ``_``, and the character after it is none of those nor a ZWJ/ZWNJ. A
hyphen joins a compound (``non-leaf`` is not ``leaf``), except before a
Bengali ending: ``tensor-এর`` is ``tensor``. Latin script is matched without
regard to case. Where terms overlap, the longest wins.

``annotate`` works on rendered HTML: the first use of a term in each ``h2``
section becomes ``<abbr class="ps-term" tabindex="0" title="…">`` (Material's
``content.tooltips`` shows it), never inside code, headings, links, buttons,
summaries, SVG, claims or another tooltip.
"""

from .annotate import SKIP_CLASSES, SKIP_TAGS, abbr, annotate, terms_in_text, tokenize
from .data import FILE, TITLE, Glossary, Term, fill_facts, load, loads
from .definition import inline_html, plain, term_html
from .forms import fold
from .matching import find_terms, matches
from .pages import PAGE, SLOT, add_section, fill_section, page_markdown, section_html, sorted_terms, unused

__all__ = [
    "FILE", "PAGE", "SKIP_CLASSES", "SKIP_TAGS", "SLOT", "TITLE", "Glossary", "Term", "abbr", "add_section",
    "annotate", "fill_facts", "fill_section", "find_terms", "fold", "inline_html", "load", "loads", "matches",
    "page_markdown", "plain", "section_html", "sorted_terms", "term_html", "terms_in_text", "tokenize", "unused",
]
