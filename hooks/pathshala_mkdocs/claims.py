"""Adapter: each page's claims (checked by the site pass) shown in Bengali digits."""

from __future__ import annotations

from pathshala.content import claims
from pathshala.model import PageModel
from pathshala.rendering.templates import Templates


def page_markdown(markdown: str, page: PageModel | None, templates: Templates) -> str:
    if page is None:
        return claims.render(markdown, {}, templates)
    return claims.render(markdown, page.titles(), templates, outputs=page.outputs(), unchecked=page.unchecked())
