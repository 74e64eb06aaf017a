"""Adapter: a lesson read in parts (``pathshala.content.parts``): each part 2, 3, … is a page of its own.

``files`` plans every lesson's parts from the gate's reading time and adds a page per part 2, 3, …: a
``File`` read from the lesson's own source (so ``mkdocs serve`` sees an edit of the lesson as an edit of
each part), published at ``NN-slug/k/``. ``page_markdown`` cuts a part out of the lesson's Markdown once
its blocks carry their places in the model (``render.mark_refs`` reads the whole lesson), and gives a
later part its title; ``retarget`` points every link to a lesson's anchor at the part that holds it.
"""

from __future__ import annotations

import html

from markupsafe import Markup
from mkdocs.exceptions import Abort, PluginError
from mkdocs.structure.files import File, Files

from pathshala import gate
from pathshala.content import course_nav, parts
from pathshala.content.lesson import front_matter, plain
from pathshala.content.yamlblock import BlockError
from pathshala.gate import prose as prose_mod
from pathshala.gate import reading_time

from .state import Build


def _time(build: Build, page):
    found = build.model.gate.get(page.page)
    if found is not None and found.time is not None:
        return found.time
    return reading_time.compute(prose_mod.read(page.text), page.fences, page.widgets, build.project.root)


def files(build: Build, files: Files, config) -> None:
    """Plan each lesson's parts and add a page for each part after the first."""
    build.splits, build.part_of = {}, {}
    for name, page in build.model.pages.items():
        if not page.lesson:
            continue
        split, _ = parts.plan(name, page.text, _time(build, page))  # the gate reports a bad declared part
        build.splits[name] = split
        lesson_file = files.get_file_from_path(name)
        if len(split) < 2 or lesson_file is None:
            continue
        for number in range(2, len(split) + 1):
            src = split.src(number)
            if files.get_file_from_path(src) is not None:
                raise Abort(f"docs/{src} is the page the build makes for part {number} of docs/{name}: rename it")
            made = File.generated(config, src, abs_src_path=lesson_file.abs_src_path)
            made.dest_uri = parts.part_dest(name, number, config.use_directory_urls)
            files.append(made)
            build.part_of[src] = (name, number)
    build.anchors = {name: parts.anchors(_markdown(build.model.pages[name].text), split)
                     for name, split in build.splits.items() if len(split) > 1}


def _markdown(text: str) -> str:
    """A page's Markdown as MkDocs hands it to a plugin: without its front matter."""
    try:
        taken = front_matter(text)[1]
    except BlockError:  # the front matter check reports it; the page is read whole
        taken = 0
    return "".join(text.splitlines(True)[taken:])


def lesson_of(build: Build, src_uri: str) -> tuple[str, int]:
    """The lesson page a page is (part of), and which part: (its own name, 1) for any other page."""
    return build.part_of.get(src_uri, (src_uri, 1))


def page_markdown(build: Build, markdown: str, page) -> str:
    """The part this page shows of its lesson (the whole page when the lesson is not split), titled."""
    lesson, number = lesson_of(build, page.file.src_uri)
    split = build.splits.get(lesson)
    if split is None or len(split) < 2:
        return markdown
    entry = build.roadmap.by_page(lesson) if build.roadmap is not None else None
    title = str(page.meta.get("title") or (entry.title if entry else lesson))
    if number > 1:
        title = f"{plain(title)} · {parts.label(number, len(split))}"
    try:
        return parts.cut(markdown, split, number, title)
    except ValueError as err:
        raise PluginError(str(err)) from None


def retarget(build: Build, markdown: str, page) -> str:
    """Links to a split lesson's anchors, pointed at the part holding each."""
    if not build.anchors:
        return markdown
    src = page.file.src_uri
    lesson, number = lesson_of(build, src)
    own = (lesson, number) if lesson in build.anchors else None
    return parts.retarget(markdown, src, build.splits, build.anchors, own)


def page_context(build: Build, page) -> None:
    """A part's title in the browser's tab and the header: "০৫ · <lesson> · ভাগ ২/৫" (the nav lists the part by
    its first heading, under its lesson). After ``template_text.page``: the value is escaped text, as it does."""
    lesson, number = lesson_of(build, page.file.src_uri)
    split = build.splits.get(lesson)
    entry = build.roadmap.by_page(lesson) if build.roadmap is not None else None
    if split is None or len(split) < 2 or entry is None:
        return
    title = f"{course_nav.nav_title(entry)} · {parts.label(number, len(split))}"
    page.meta["title"] = Markup(html.escape(title, quote=True))


def nav_parts(build: Build) -> dict[str, list[tuple[str, str]]]:
    """Each split lesson's parts as the nav lists them: "ভাগ ২ · <its first heading>" and its page."""
    from pathshala.content.text import to_bengali_digits

    return {name: [(f"ভাগ {to_bengali_digits(str(p.number))} · {plain(p.title)}", split.src(p.number))
                   for p in split.parts]
            for name, split in build.splits.items() if len(split) > 1}


def minutes(build: Build, page_name: str, number: int) -> int | None:
    """The gate's minutes of part ``number`` of a lesson (of the whole lesson when it is read whole)."""
    split = build.splits.get(page_name)
    if split is None or len(split) < 2:
        return gate.minutes_of(build.model, build.model.pages[page_name])
    return split.parts[number - 1].minutes
