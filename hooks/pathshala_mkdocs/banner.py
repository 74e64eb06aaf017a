"""Adapter: a banner under each lesson's title naming the versions and machine its outputs came from."""

from __future__ import annotations

from pathlib import Path

from pathshala.model import PageModel
from pathshala.recordings.recorded import read_acceptance
from pathshala.rendering.banner import banner_html
from pathshala.rendering.markup import insert_after_title
from pathshala.rendering.templates import Templates


def page_markdown(markdown: str, page: PageModel | None, root: Path, templates: Templates) -> str:
    result = page.run_conditions() if page else None
    if result is None:
        return markdown
    recorded = page.recorded()[0].spec  # run_conditions() found a recorded run
    acceptance = read_acceptance(root, recorded.recording.folder) if recorded and recorded.recording else None
    return insert_after_title(markdown, banner_html(result, acceptance, templates=templates))
