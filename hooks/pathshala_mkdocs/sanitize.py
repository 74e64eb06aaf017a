"""Adapter: every page's content, as finally rendered, passes the engine's allow-list sanitizer.

It runs last among the content steps (the plugin gives it priority -100), so
it sees what mkdocs-jupyter, the glossary and the notebooks adapter made of
the page, and the search index is built from the sanitized text.
"""

from __future__ import annotations

from pathshala import sanitize


def page_content(html: str) -> str:
    return sanitize.clean(html)
