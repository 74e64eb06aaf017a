"""The text of a definition: code spans to HTML, or to plain text for a tooltip."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rendering.templates import Templates

CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)


def inline_html(text: str, templates: Templates) -> str:
    """A definition to HTML: code spans become ``<code>``, everything else is escaped."""
    parts, last = [], 0
    for m in CODE_SPAN.finditer(text):
        parts += [(text[last : m.start()], False), (m.group(2).strip(), True)]
        last = m.end()
    parts.append((text[last:], False))
    return str(templates.render("glossary/definition.html", parts=parts))


def plain(text: str) -> str:
    """A definition as plain text (for a tooltip): code spans lose their backticks."""
    return CODE_SPAN.sub(lambda m: m.group(2).strip(), text)


def term_html(term, templates: Templates) -> str:
    """A term's name as a glossary list shows it (in ``<code>`` for an identifier)."""
    return str(templates.render("glossary/definition.html", parts=[(term.term, bool(term.code))]))
