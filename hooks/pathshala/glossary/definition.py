"""The text of a definition: code spans to HTML, or to plain text for a tooltip."""

from __future__ import annotations

import html as html_mod
import re

CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)


def inline_html(text: str) -> str:
    """A definition to HTML: code spans become ``<code>``, everything else is escaped."""
    out, last = [], 0
    for m in CODE_SPAN.finditer(text):
        out.append(html_mod.escape(text[last : m.start()], quote=False))
        out.append(f"<code>{html_mod.escape(m.group(2).strip(), quote=False)}</code>")
        last = m.end()
    out.append(html_mod.escape(text[last:], quote=False))
    return "".join(out)


def plain(text: str) -> str:
    """A definition as plain text (for a tooltip): code spans lose their backticks."""
    return CODE_SPAN.sub(lambda m: m.group(2).strip(), text)


def term_html(term) -> str:
    """A term's name as a glossary list shows it (in ``<code>`` for an identifier)."""
    name = html_mod.escape(term.term, quote=False)
    return f"<code>{name}</code>" if term.code else name
