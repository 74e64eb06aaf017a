"""MkDocs adapter: show each page's claims (checked by the site pass) in Bengali digits."""

from __future__ import annotations

from pathshala import claims, render


def on_page_markdown(markdown, page, config, files):
    report = render.active()
    runs = report.pages.get(page.file.src_uri) if report else None
    return claims.render(markdown, runs.titles() if runs else {})
