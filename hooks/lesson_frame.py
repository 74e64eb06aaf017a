"""MkDocs adapter: the lesson frame (header, completion, previous/next) and the home roadmap."""

from __future__ import annotations

import logging
from pathlib import Path

from mkdocs.exceptions import Abort

from pathshala import lesson
from pathshala.banner import insert_after_title

log = logging.getLogger("mkdocs.plugins.pathshala.lesson")
ROADMAP_MARKER = "<!-- pathshala:roadmap -->"
_roadmap: lesson.Roadmap | None = None


def on_files(files, config):
    global _roadmap
    root = Path(config.config_file_path).parent
    pages = {f.src_uri for f in files.documentation_pages()}
    _roadmap, problems = lesson.load_roadmap(root / "course" / "roadmap.yml", pages)
    for f in files.documentation_pages():
        problems += lesson.check_front_matter(f.src_uri, f.content_string)
    for problem in problems:
        log.error(str(problem))
    if problems:
        raise Abort(f"{len(problems)} lesson frame problem(s) above: the build stops here")
    return files


def on_page_markdown(markdown, page, config, files):
    def href(src: str) -> str:
        return files.get_file_from_path(src).url_relative_to(page.file)

    if ROADMAP_MARKER in markdown:
        markdown = markdown.replace(ROADMAP_MARKER, lesson.roadmap_html(_roadmap, href))
    if "lesson" not in page.meta:
        return markdown
    markdown = insert_after_title(markdown, lesson.header_markdown(page.meta))
    this = _roadmap.by_page(page.file.src_uri)
    if this is not None:
        markdown += "\n\n" + lesson.footer_html(this, _roadmap, href) + "\n"
    return markdown
