"""Adapter: the lesson frame (header, completion, previous/next), "পর্ব NN" links, and the home page's map
and its "start here"."""

from __future__ import annotations

import logging

from mkdocs.exceptions import Abort
from mkdocs.structure.files import Files

from pathshala import gate
from pathshala.content import course_map, lesson
from pathshala.model import PageModel
from pathshala.rendering.markup import insert_after_title

from . import parts
from .state import Build

log = logging.getLogger("mkdocs.plugins.pathshala.lesson")
ROADMAP_MARKER = "<!-- pathshala:roadmap -->"
START_MARKER = "<!-- pathshala:start -->"


def files(build: Build) -> None:
    """The roadmap is the engine's (read and reported by ``course_data``, through the ``course`` adapter)."""
    if build.roadmap is None:  # never: a roadmap that cannot be read stops the build there
        raise Abort("the lesson frame needs the roadmap, and the build has none")


def page_markdown(build: Build, markdown: str, page: PageModel | None, page_file, files: Files) -> str:
    def href(src: str) -> str:
        return files.get_file_from_path(src).url_relative_to(page_file)

    if page is not None:
        markdown = gate.link_references(markdown, page, build.roadmap)
    if ROADMAP_MARKER in markdown:
        counts = {x.number: len(build.splits[x.page]) for x in build.roadmap.lessons if x.page in build.splits}
        markdown = markdown.replace(ROADMAP_MARKER, course_map.map_html(build.roadmap, href, build.project.templates,
                                                                        counts))
    if START_MARKER in markdown:
        markdown = markdown.replace(START_MARKER, course_map.start_html(build.roadmap, href, build.project.templates))
    if page is None or not page.lesson:
        return markdown
    this = build.roadmap.by_page(page.page)
    module = build.roadmap.module_of(this.number) if this is not None else None
    templates = build.project.templates
    number = parts.lesson_of(build, page_file.src_uri)[1]
    split = build.splits.get(page.page)
    split = split if split is not None and len(split) > 1 and this is not None else None
    if number == 1:
        minutes = gate.minutes_of(build.model, page)  # the opening page: the whole lesson's time, and its parts
        header = lesson.header_markdown(page.meta, minutes, module.title if module else None, templates=templates)
        if split is not None:
            header += "\n" + lesson.parts_html(this, split, href, templates) + "\n"
    else:
        opening = href(page.page) + "#ps-parts"
        header = lesson.part_header_html(this, module.title if module else str(page.meta.get("module", "")), split,
                                         number, opening, templates)
    markdown = insert_after_title(markdown, header)
    if this is not None:
        markdown += "\n\n" + lesson.footer_html(this, build.roadmap, href, templates, split, number) + "\n"
    return markdown
