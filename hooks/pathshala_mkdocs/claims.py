"""Adapter: each page's claims (checked by the site pass) shown in Bengali digits."""

from __future__ import annotations

from pathshala import claims
from pathshala.model import PageModel


def page_markdown(markdown: str, page: PageModel | None) -> str:
    if page is None:
        return claims.render(markdown, {})
    return claims.render(markdown, page.titles(), outputs=page.outputs())
