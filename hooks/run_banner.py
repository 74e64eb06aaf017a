"""MkDocs adapter: a banner under each lesson's title naming the versions its outputs came from."""

from __future__ import annotations

from pathlib import Path

from pathshala import render
from pathshala.banner import banner_html, insert_after_title
from pathshala.recorded import read_acceptance


def on_page_markdown(markdown, page, config, files):
    report = render.active()
    runs = report.pages.get(page.file.src_uri) if report else None
    result = runs.run_conditions() if runs else None
    if result is None:
        return markdown
    root = Path(config.config_file_path).parent
    acceptance = read_acceptance(root, runs.fences[0].lesson) if runs.fences else None
    return insert_after_title(markdown, banner_html(result, acceptance))
